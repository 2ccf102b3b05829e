import { describe, expect, it } from 'vitest';
import { keepCampaign } from './campaign-cookie';

describe('a campaign mail’s link', () => {
  it('keeps the campaign’s id in its cookie; any other utm_campaign leaves none', () => {
    keepCampaign('spring-sale');
    keepCampaign(null);
    expect(document.cookie).not.toContain('wbs_campaign');
    keepCampaign('campaign-7');
    expect(document.cookie).toContain('wbs_campaign=7');
    keepCampaign('campaign-12');
    expect(document.cookie).toContain('wbs_campaign=12');
  });
});
