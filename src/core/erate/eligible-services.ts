import { cite, type Citation } from '../../../seeds/reference/citations.js';
import { matchTerms, term, tokens, type Term } from '../funding/text-match.js';

/**
 * E-Rate eligibility of a product or service, following the FCC Eligible Services List (ESL, adopted
 * each funding year; 47 CFR 54.502): Category One = data transmission and internet access; Category Two
 * = internal connections, managed internal broadband services (MIBS) and basic maintenance of internal
 * connections (BMIC). End-user devices, most software, content, voice services (phased out by FY2019)
 * and advanced security are not eligible. Ineligible terms win over eligible ones ("laptop with Wi-Fi"
 * is a laptop).
 */

export type ErateServiceType =
  | 'DATA_TRANSMISSION_INTERNET_ACCESS'
  | 'INTERNAL_CONNECTIONS'
  | 'MANAGED_INTERNAL_BROADBAND'
  | 'BASIC_MAINTENANCE'
  | 'INELIGIBLE'
  | 'UNKNOWN';

export interface EligibleServiceResult {
  eligible: boolean;
  category: 1 | 2 | null;
  service_type: ErateServiceType;
  matched_keywords: string[];
  reason: string;
  citations: Citation[];
}

interface ServiceClass {
  type: ErateServiceType;
  category: 1 | 2 | null;
  reason: string;
  terms: Term[];
  /** The rulings behind this class, besides the Eligible Services List and 47 CFR 54.502. */
  citationIds?: string[];
}

const terms = (...texts: string[]) => texts.map(term);

/** Checked in this order: ineligible first, then the more specific Category Two kinds, then Category One. */
const CLASSES: readonly ServiceClass[] = [
  {
    // Bus Wi-Fi was eligible in FY2024 and hotspots were to be in FY2025; the FCC ended both on September 30, 2025.
    type: 'INELIGIBLE',
    category: null,
    reason: 'Service off the school premises is not eligible: the FCC ruled on September 30, 2025 that Wi-Fi on school buses (a Declaratory Ruling) and hotspots for off-campus use (an Order on Reconsideration) fall outside section 254, and USAC denies such requests from FY2025.',
    terms: terms('school bus', 'school buses', 'bus wifi', 'bus wi fi', 'bus', 'buses', 'hotspot', 'hotspots', 'hotspot lending', 'off campus', 'off premises'),
    citationIds: ['fcc-2025-09-30-off-premises'],
  },
  {
    type: 'INELIGIBLE',
    category: null,
    reason: 'End-user devices, general software, content, voice service, security systems and staff training are not on the Eligible Services List.',
    terms: terms(
      'chromebook', 'laptop', 'tablet', 'ipad', 'desktop', 'computer', 'computers', 'macbook', 'phone', 'phones', 'smartphone', 'handset', 'printer', 'projector',
      'interactive display', 'smartboard', 'smart board', 'document camera', 'computer monitor', 'headphones', 'end user device', 'student devices', 'hotspot device',
      'software license', 'curriculum', 'content filtering', 'web filter', 'email', 'web hosting', 'voice service', 'telephone service', 'pots', 'cell phone',
      'security camera', 'surveillance', 'cameras', 'intercom', 'bell system', 'door access', 'next generation firewall features', 'intrusion prevention',
      'training', 'professional development', 'electricity', 'furniture', 'ebooks',
    ),
  },
  {
    type: 'MANAGED_INTERNAL_BROADBAND',
    category: 2,
    reason: 'Managed internal broadband services (MIBS): a third party operates and manages the school\'s internal network.',
    terms: terms('managed wifi', 'managed wi fi', 'managed wireless', 'managed internal broadband', 'mibs', 'managed network service', 'managed lan'),
  },
  {
    type: 'BASIC_MAINTENANCE',
    category: 2,
    reason: 'Basic maintenance of internal connections (BMIC): repair and upkeep of eligible internal connections.',
    terms: terms('basic maintenance', 'bmic', 'maintenance of internal connections', 'network maintenance', 'repair of eligible equipment', 'technical support for network'),
  },
  {
    type: 'INTERNAL_CONNECTIONS',
    category: 2,
    reason: 'Internal connections: equipment that carries broadband inside the building to the classroom.',
    terms: terms(
      'access point', 'access points', 'wireless access point', 'wireless controller', 'network switch', 'switch', 'switches', 'router', 'routers', 'firewall',
      'cabling', 'structured cabling', 'cat6', 'cat6a', 'patch panel', 'racks', 'rack', 'ups', 'uninterruptible power supply', 'battery backup', 'caching',
      'caching server', 'antenna', 'connectors', 'internal connections', 'wifi', 'wi fi', 'wireless network', 'lan', 'local area network',
    ),
  },
  {
    type: 'DATA_TRANSMISSION_INTERNET_ACCESS',
    category: 1,
    reason: 'Category One data transmission and/or internet access: connections to and between school buildings and to the internet.',
    terms: terms(
      'internet access', 'internet service', 'broadband', 'isp', 'fiber', 'leased lit fiber', 'dark fiber', 'wide area network', 'wan', 'data transmission',
      'ethernet circuit', 'circuit', 'bandwidth', 'special construction', 'internet', 'mbps', 'gbps', 'basic firewall service',
    ),
  },
];

const CITATION_IDS = ['usac-esl', '47cfr54.502'];

export function eligibleServices(description: string): EligibleServiceResult {
  const textStems = tokens(description);
  for (const serviceClass of CLASSES) {
    const found = matchTerms(textStems, serviceClass.terms);
    if (found.length === 0) continue;
    return {
      eligible: serviceClass.type !== 'INELIGIBLE',
      category: serviceClass.category,
      service_type: serviceClass.type,
      matched_keywords: found.map((phrase) => phrase.text),
      reason: serviceClass.reason,
      citations: [...CITATION_IDS, ...(serviceClass.citationIds ?? [])].map(cite),
    };
  }
  return {
    eligible: false,
    category: null,
    service_type: 'UNKNOWN',
    matched_keywords: [],
    reason: 'Not recognised as a Category One or Category Two service; check the Eligible Services List for the funding year.',
    citations: CITATION_IDS.map(cite),
  };
}
