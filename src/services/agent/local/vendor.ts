import type { ChatMessage } from '../types.js';
import { ORDINAL, placeNumber, POSITION } from './focus.js';
/**
 * One E-Rate vendor asked about by SPIN or by name ("SPIN 143550894", "tell me about vendor
 * Bluewater Communications, Co."): the vendor detail tool takes either as `vendor_name`.
 */
const SPIN = /\bspin\s*#?\s*(\d{9})\b/i;
const NAMED = /\b(?:vendor|provider|service provider)\s+(?:called\s+|named\s+)?([A-Z][\w&'.,-]*(?:\s+[A-Z&][\w&'.,-]*){0,6})/;
/** A company by its legal name: "Cornerstone Telecom, Inc.", "Ironwood IT Services, LLC". */
const COMPANY = /\b([A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.-]*){0,5},?\s+(?:Inc|LLC|Co|Corp|Corporation|Company|Ltd|L\.L\.C)\.?)(?=[\s?!,]|$)/;

/** A carrier by its trade name, without the legal ending: "Bluewater Communications", "Summit Fiber Networks". */
const TRADE_NAME = /\b([A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.-]*){0,3}\s+(?:Communications|Telecom|Telecommunications|Networks|Broadband|Fiber|Wireless|Telephone|Technologies))\b/;

/** A carrier known by its initials: "AT&T". */
const INITIALS = /\b([A-Z]{1,4}&[A-Z]{1,4})(?![\w&])/;

/** A legal name written (or dictated) in lower case, called a vendor right after: "bluewater communications co the E-Rate provider". */
const COMPANY_CALLED_VENDOR = /\b(?:about|on|for|is|from)\s+([a-z][\w&'.-]*(?:\s+[a-z][\w&'.-]*){0,4}?,?\s+(?:inc|llc|co|corp|corporation|company|ltd))\.?,?\s+(?:the|our|a|an)\s+(?:e-?rate\s+)?(?:vendor|provider|service provider|carrier)\b/i;

export function vendorNamed(text: string): string | undefined {
  const spin = SPIN.exec(text);
  if (spin) return spin[1];
  const named = (NAMED.exec(text) ?? COMPANY.exec(text) ?? COMPANY_CALLED_VENDOR.exec(text) ?? TRADE_NAME.exec(text) ?? INITIALS.exec(text))?.[1]?.replace(/[?!]+$/, '').replace(/[,]+$/, '').trim();
  return named && named.length >= 3 ? named : undefined;
}

/**
 * A vendor of the last vendor list, pointed at by position ("the second one", "the top vendor") or
 * by the start of its name ("more on Bluewater"): its SPIN, for the vendor detail tool.
 */
/** A message that points at one vendor already named: "that one", "this vendor", "them". */
const POINTS_AT_ONE = /\b(?:that|this) (?:one|vendor|provider|company|carrier|spin)\b|\b(?:them|they|their|its)\b/i;
/** A request for one vendor, the top of a ranking: "who's the top vendor", "the biggest provider". */
// ("which vendor received the most E-Rate funding in California?", "which E-Rate vendor pulled in the most money?": the same one.)
const ONE_ASKED = /\b(?:top|biggest|largest|leading|main|#1|number one)\s+(?:[\w-]+\s+){0,3}(?:vendor|provider|company|carrier)\b(?!s)|\b(?:which|what) (?:single )?(?:[\w-]+ ){0,2}(?:vendor|provider|company|carrier)\b(?!s).{0,60}\b(?:most|biggest|largest|top)\b/i;

export function listedVendor(message: string, history: ChatMessage[]): string | undefined {
  // ("what's the discount for our member school? I want to ballpark what the top provider's quote would net out to": a school's discount asked, the provider only why.)
  if (/\bdiscount (?:for|of|at|does|do)\b|\bwhat(?:'s| is) (?:the|their|its|our) discount\b/i.test(message)) return undefined;
  const last = [...history].reverse().find((entry) => entry.role === 'assistant');
  // ("Tell me about that vendor's E-Rate track record." after a school's board items: the one vendor they name.)
  // ("Does the vendor on that item have a big E-Rate footprint?": the same.)
  if (last && /^Board items for\b/.test(last.content) && (POINTS_AT_ONE.test(message) || /\bthe vendor\b/i.test(message)) && /\bvendor|\bprovider|\bcompany\b|\be-?rate\b|\bspin\b/i.test(message)) {
    const named = [...new Set([...last.content.matchAll(/\(vendor (.+?), \$\d/g)].map((match) => match[1]!))];
    if (named.length === 1) return named[0];
  }
  if (!last || !/^Top E-Rate vendors\b/m.test(last.content)) return undefined;
  const rows = last.content.split('\n').map((line) => /^\d+\.\s+(.+?) \(SPIN (\d{9})\)/.exec(line)).filter((row): row is RegExpExecArray => row !== null);
  if (rows.length === 0) return undefined;
  const said = ORDINAL.exec(message);
  if (said && !/\btop\s+\d/i.test(message)) {
    const word = (said[1] ?? said[2])?.toLowerCase();
    const place = word === 'last' ? rows.length : word ? POSITION[word]! : placeNumber((said[3] ?? said[4])!);
    return rows[place - 1]?.[2];
  }
  // ("for that leading provider, its trajectory": the list's first, whatever was asked before.)
  // ("drill into the FY2024 leader": the same, with the list it leads said.)
  if (/\b(?:that|the|this) (?:leading|top|first|#1|number one) (?:one|vendor|provider|company|carrier)\b|\bthe (?:[\w-]+ )?leader\b/i.test(message)) return rows[0]![2];
  // "tell me more about that one" after "who's the top vendor in Texas?": the one asked for, the list's first.
  const askedOne = [...history].reverse().find((entry) => entry.role === 'user');
  if (POINTS_AT_ONE.test(message) && askedOne && ONE_ASKED.test(askedOne.content)) return rows[0]![2];
  const lower = message.toLowerCase();
  const named = rows.find((row) => {
    const head = row[1]!.toLowerCase().split(/[\s,]+/).filter((word) => word.length > 3)[0];
    return head !== undefined && new RegExp(`\\b${head.replace(/[^a-z0-9]/g, '')}\\b`).test(lower);
  });
  return named?.[2];
}
