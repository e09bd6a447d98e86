/** 410 pages: a sold listing's payload with content is rendered as a page with status 410. */
import { describe, expect, it } from 'vitest';
import { pageOutcome } from './pageOutcome';

const payload = {
  production: true,
  microsite_id: 'm1',
  site_id: 's1',
  site_key: 'key',
  theme: {},
  metadata: {},
  header: { fields: [] },
  footer: { fields: [] },
};

describe('pageOutcome 410', () => {
  it('renders a 410 answer holding content as a page with status 410', () => {
    const outcome = pageOutcome({ status: 410, data: { ...payload, content: { fields: [{ block_type: 'property_details_block', block_params: {}, fields: {} }] } }, location: null });
    expect(outcome).toMatchObject({ kind: 'page', status: 410 });
  });

  it('keeps an empty 410 answer an error page', () => {
    expect(pageOutcome({ status: 410, data: { ...payload, content: { fields: [] } }, location: null })).toMatchObject({ kind: 'error', status: 410 });
  });
});
