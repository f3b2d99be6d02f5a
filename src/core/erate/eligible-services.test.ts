import { describe, expect, it } from 'vitest';
import { eligibleServices } from './eligible-services.js';

describe('eligibleServices', () => {
  it.each([
    ['1 Gbps internet access', 1, 'DATA_TRANSMISSION_INTERNET_ACCESS'],
    ['Leased lit fiber WAN between 6 schools', 1, 'DATA_TRANSMISSION_INTERNET_ACCESS'],
    ['48-port network switches', 2, 'INTERNAL_CONNECTIONS'],
    ['Wireless access points and structured cabling', 2, 'INTERNAL_CONNECTIONS'],
    ['Managed Wi-Fi access points', 2, 'MANAGED_INTERNAL_BROADBAND'],
    ['Basic maintenance of internal connections', 2, 'BASIC_MAINTENANCE'],
    ['Battery backup UPS for the MDF rack', 2, 'INTERNAL_CONNECTIONS'],
  ] as const)('eligible_services(%s) -> Category %i %s', (description, category, serviceType) => {
    const result = eligibleServices(description);
    expect(result).toMatchObject({ eligible: true, category, service_type: serviceType });
    expect(result.citations.map((citation) => citation.id)).toContain('usac-esl');
  });

  it.each([
    '30 Chromebooks',
    'iPad tablets for 3rd grade',
    'Laptops with Wi-Fi',
    'Content filtering subscription',
    'Security cameras',
    'Staff training on the new network',
  ])('eligible_services(%s) -> ineligible', (description) => {
    expect(eligibleServices(description)).toMatchObject({ eligible: false, category: null, service_type: 'INELIGIBLE' });
  });

  // The FCC's rulings of September 30, 2025: service off the premises is outside section 254, whatever equipment carries it.
  it.each(['Wi-Fi on school buses', 'bus wifi routers for 12 routes', 'LTE hotspots for students to take home', 'hotspot lending program'])(
    'eligible_services(%s) -> ineligible since the FCC rulings of September 30, 2025, citing them',
    (description) => {
      const result = eligibleServices(description);
      expect(result).toMatchObject({ eligible: false, category: null, service_type: 'INELIGIBLE' });
      expect(result.reason).toMatch(/September 30, 2025/);
      expect(result.citations.map((citation) => citation.id)).toEqual(['usac-esl', '47cfr54.502', 'fcc-2025-09-30-off-premises']);
    },
  );

  it('eligible_services(cafeteria tables) -> unknown, not eligible', () => {
    expect(eligibleServices('cafeteria tables')).toMatchObject({ eligible: false, service_type: 'UNKNOWN' });
  });

  it('eligible_services(network monitoring tools) -> not mistaken for a computer monitor', () => {
    expect(eligibleServices('network switch monitoring').service_type).toBe('INTERNAL_CONNECTIONS');
  });
});
