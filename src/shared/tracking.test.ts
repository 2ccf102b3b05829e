import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking';

describe('tracking links', () => {
  it("links a known carrier's tracking page, whatever the carrier's spelling", () => {
    expect(trackingUrl({ trackingNumber: '1Z 999', carrier: 'ups' })).toBe(
      'https://www.ups.com/track?tracknum=1Z%20999',
    );
    expect(trackingUrl({ trackingNumber: 'EE123CA', carrier: 'Canada post' })).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=EE123CA',
    );
    expect(trackingUrl({ trackingNumber: '9400', carrier: 'USPS' })).toContain('tLabels=9400');
    expect(trackingUrl({ trackingNumber: '77', carrier: 'FedEx' })).toContain('trknbr=77');
    expect(trackingUrl({ trackingNumber: '12', carrier: 'DHL' })).toContain('tracking-id=12');
  });

  it("uses the owner's page for another carrier, and nothing without a number or an https page", () => {
    const other = { carrier: 'Purolator', trackingPage: 'https://track.example.com/?n={number}' };
    expect(trackingUrl({ ...other, trackingNumber: 'A&B' })).toBe('https://track.example.com/?n=A%26B');
    expect(trackingUrl({ trackingNumber: 'X1', carrier: 'Purolator' })).toBeNull();
    expect(trackingUrl({ trackingNumber: 'X1', carrier: null, trackingPage: 'javascript:alert(1)' })).toBeNull();
    expect(trackingUrl({ trackingNumber: null, carrier: 'UPS' })).toBeNull();
  });
});
