/**
 * Reads the content API's `GET /properties` answers in the browser (spec 001 §7 initial, more and
 * count answers). The server writes them from the zod schemas of src/schema/listingWire.ts and
 * the API tests hold it to them; the browser only checks the status and the answer's shape, so the
 * search page downloads no schema library. An answer that is not a success of that shape reads as
 * `null` (the caller shows its error state or keeps what it had).
 */
import type { ContentApi } from '../../../../api/contentApi';
import type { PropertyCard, PropertyMapCluster, PropertyMapPoint } from '../../../../schema/listingWire';

/** What `ContentApi.properties` resolves: the HTTP status and the JSON body. */
type ApiAnswer = Awaited<ReturnType<ContentApi['properties']>>;

/**
 * `{ total, propertiesMap, propertiesListing }` of a `format=map` answer; asked with the map's
 * size, many matches come grouped: `propertiesClusters`, and `propertiesBounds` (the matches'
 * `[[south, west], [north, east]]`) when the search had no map bounds.
 */
export interface PropertiesInitialAnswer {
  total: number;
  propertiesMap: PropertyMapPoint[];
  propertiesClusters?: PropertyMapCluster[];
  propertiesBounds?: [[number, number], [number, number]];
  propertiesListing: PropertyCard[];
}

function successData(answer: ApiAnswer): Record<string, unknown> | null {
  if (answer.status !== 200 || typeof answer.data !== 'object' || answer.data === null) return null;
  const data = (answer.data as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  return Number.isInteger((data as { total?: unknown }).total) ? (data as Record<string, unknown>) : null;
}

/** The total, markers and first cards of a `format=map` answer, or `null`. */
export function readPropertiesInitial(answer: ApiAnswer): PropertiesInitialAnswer | null {
  const data = successData(answer);
  if (!data || !Array.isArray(data.propertiesMap) || !Array.isArray(data.propertiesListing)) return null;
  if (data.propertiesClusters !== undefined && !Array.isArray(data.propertiesClusters)) return null;
  if (data.propertiesBounds !== undefined && !Array.isArray(data.propertiesBounds)) return null;
  return data as unknown as PropertiesInitialAnswer;
}

/** The cards of a next page (`page`, `limit`), or `null`. */
export function readPropertiesMore(answer: ApiAnswer): PropertyCard[] | null {
  const data = successData(answer);
  return data && Array.isArray(data.propertiesListing) ? (data.propertiesListing as PropertyCard[]) : null;
}

/** The number of matching listings of a `format=count` answer, or `null`. */
export function readPropertiesCount(answer: ApiAnswer): number | null {
  return (successData(answer)?.total as number | undefined) ?? null;
}
