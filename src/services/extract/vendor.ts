/**
 * Who sells: a labelled vendor ("Vendor:", "Remit to:", "From:") wins, because a purchase order's
 * letterhead is the buyer's; otherwise the letterhead, preferring a name that reads like a company
 * and skipping titles, addresses, contact lines and the buyer block ("Bill To:").
 */

export interface VendorGuess {
  name: string;
  how: 'labelled' | 'letterhead-company' | 'letterhead' | 'model';
}

const VENDOR_LABEL = /^\s*(?:vendor|supplier|seller|sold\s+by|remit\s+to|pay\s+to|from|issued\s+by|payee)\s*(?:name)?\s*[:#-]\s*(.*)$/i;
const BUYER_LABEL = /^\s*(?:bill(?:ed)?\s+to|sold\s+to|ship\s+to|customer|buyer|deliver\s+to|invoice\s+to|quote\s+for|prepared\s+for|attention|attn)\b/i;
/** A document title, anywhere on a short line (OCR may spoil the word before it: "SALLS RECEIPT"). */
const TITLE = /^\s*bill\b|\b(?:invoice|quot(?:e|ation)|estimate|purchase\s+order|receipt|order\s+confirmation)\b/i;
const COMPANY = /\b(?:inc|llc|l\.l\.c|ltd|co|corp|corporation|company|group|solutions|supply|supplies|services|systems|center|centre|labs?|books|integrators|networks|technologies|technology|enterprises|associates|partners|llp|plc|gmbh)\b\.?/i;
/** A name ending in a company word is a company even if it holds "School" ("Northwind School Networks"). */
const COMPANY_END = /\b(?:inc|llc|l\.l\.c|ltd|co|corp|corporation|company|group|solutions|supply|supplies|services|systems|center|centre|labs?|books|integrators|networks|technologies|technology|enterprises|associates|partners|llp|plc|gmbh)\.?$/i;
const INSTITUTION = /\b(?:school|schools|district|academy|isd|usd|board of education|university|college)\b/i;
const CONTACT = /@|https?:|www\.|\b(?:phone|tel|fax|email|e-mail)\b|\(\d{3}\)|\d{3}[-.]\d{3}[-.]\d{4}/i;
const ADDRESS = /^\s*\d+\s+\w+|,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b(?:suite|ste\.?|p\.?o\.?\s+box)\b/i;
const LABELLED_FIELD = /^[^:]{1,30}:\s*\S/;

/** Strips OCR debris around a name: stray quotes, bars and dots at the edges. */
export function cleanName(text: string): string {
  return text
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[\s|~"'’‘`,;:]+$/, '')
    .replace(/\s{2,}.*$/, '')
    .trim();
}

export function findVendor(lines: string[], stopAt: number): VendorGuess | undefined {
  for (let index = 0; index < lines.length; index += 1) {
    const match = VENDOR_LABEL.exec(lines[index]!);
    if (!match) continue;
    const sameLine = cleanName(match[1] ?? '');
    if (/[A-Za-z]{3,}/.test(sameLine)) return { name: sameLine, how: 'labelled' };
    const next = lines.slice(index + 1).find((line) => line.trim().length > 0);
    if (next && /[A-Za-z]{3,}/.test(next)) return { name: cleanName(next), how: 'labelled' };
  }
  const candidates: string[] = [];
  let inBuyerBlock = false;
  for (const [index, raw] of lines.entries()) {
    if (index >= stopAt) break;
    const line = raw.trim();
    if (line.length === 0) {
      inBuyerBlock = false;
      continue;
    }
    if (BUYER_LABEL.test(line)) {
      inBuyerBlock = true;
      continue;
    }
    if (inBuyerBlock || TITLE.test(line) || CONTACT.test(line) || ADDRESS.test(line) || LABELLED_FIELD.test(line)) continue;
    const name = cleanName(line);
    if (/[A-Za-z]{3,}/.test(name)) candidates.push(name);
  }
  const company = candidates.find((name) => COMPANY_END.test(name) || (COMPANY.test(name) && !INSTITUTION.test(name)));
  if (company) return { name: company, how: 'letterhead-company' };
  const first = candidates.find((name) => !INSTITUTION.test(name)) ?? candidates[0];
  return first ? { name: first, how: 'letterhead' } : undefined;
}
