/**
 * One read of a site's roster from its feed: the active `Office` records of the offices the
 * site's feed listings name (`ListOfficeKey`), then the active `Member` records of those offices,
 * written into the directory (src/server/db/repositories/feedRoster.ts) and announced to every
 * instance. Offices and members are asked for in groups of keys (`OfficeKey eq 'A' or OfficeKey
 * eq 'B'…`), paged by the feed's `@odata.nextLink` like listings. A feed that does not serve the
 * roster (404 or 403 on `Office` or `Member`) leaves the directory as it is, said in the run's
 * report; any other failure throws: the run is reported failed and nobody is unpublished on a
 * partial read.
 */
import type { Database } from '../db/client';
import { listingOfficeKeys, writeFeedMembers, writeFeedOffices } from '../db/repositories/feedRoster';
import type { FeedRunSummary } from '../db/schema';
import { recordCommittedWrite } from '../documents/documentWrite';
import type { MunicipalityPoint } from './mapProperty';
import { feedFailureMessage, FeedRequestError, type ResoClient } from './resoClient';
import { mapResoMember, mapResoOffice, RESO_MEMBER_FIELDS, RESO_OFFICE_FIELDS, type FeedMember, type FeedOffice } from './resoRoster';

/** Keys per `$filter` of a roster read (a URL stays well under common 8 KB limits). */
const KEYS_PER_FILTER = 40;

/** `OfficeKey eq 'A' or OfficeKey eq 'B'` (quotes doubled, as OData escapes them). */
function keysFilter(field: string, keys: string[]): string {
  return keys.map((key) => `${field} eq '${key.replace(/'/g, "''")}'`).join(' or ');
}

async function readAll(client: ResoClient, resource: string, field: string, keys: string[], select: readonly string[], status: string): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_FILTER) {
    const filter = `(${keysFilter(field, keys.slice(i, i + KEYS_PER_FILTER))}) and ${status} eq 'Active'`;
    for await (const page of client.pages(resource, { filter, select: [...select], orderby: `${resource}Key asc` })) records.push(...page.records);
  }
  return records;
}

/** Reads and writes the roster of `siteId`; returns what it did, for the run's summary. */
export async function syncRoster(db: Database, siteId: string, client: ResoClient, municipalityOf: (city: string) => MunicipalityPoint | null): Promise<NonNullable<FeedRunSummary['roster']>> {
  const skipped: { key: string | null; reason: string }[] = [];
  const officeKeys = await listingOfficeKeys(db, siteId);
  let officeRecords: Record<string, unknown>[];
  let memberRecords: Record<string, unknown>[];
  try {
    officeRecords = await readAll(client, 'Office', 'OfficeKey', officeKeys, RESO_OFFICE_FIELDS, 'OfficeStatus');
    memberRecords = await readAll(client, 'Member', 'OfficeKey', officeKeys, RESO_MEMBER_FIELDS, 'MemberStatus');
  } catch (error) {
    // Many boards serve listings only, or not the roster to every client: the directory stays as it is.
    if (error instanceof FeedRequestError && (error.status === 404 || error.status === 403)) {
      const none = { added: 0, updated: 0, unpublished: 0 };
      return { offices: none, members: { ...none }, skipped, unavailable: feedFailureMessage(error) };
    }
    throw error;
  }
  const feedOffices: FeedOffice[] = [];
  for (const record of officeRecords) {
    const result = mapResoOffice(record, municipalityOf);
    if (result.ok) feedOffices.push(result.value);
    else skipped.push({ key: result.key, reason: result.reason });
  }
  const feedMembers: FeedMember[] = [];
  for (const record of memberRecords) {
    const result = mapResoMember(record);
    if (result.ok) feedMembers.push(result.value);
    else skipped.push({ key: result.key, reason: result.reason });
  }
  const written = await db.transaction(async (tx) => {
    const { counts: officeCounts, idByKey } = await writeFeedOffices(tx as unknown as Database, siteId, feedOffices);
    const memberCounts = await writeFeedMembers(tx as unknown as Database, siteId, feedMembers, idByKey);
    return { offices: officeCounts, members: memberCounts };
  });
  const changed = [written.offices, written.members].some((counts) => counts.added + counts.updated + counts.unpublished > 0);
  if (changed) await recordCommittedWrite(db, { change: { kind: 'directory', siteId } });
  return { ...written, skipped };
}
