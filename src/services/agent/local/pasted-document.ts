/**
 * A purchase document pasted into the chat ("extract the vendor and total from this quote:" and the
 * quote's lines under it): the lines after the request are the document, read by the extraction tool
 * as a text file, so a chat user gets what an upload gets.
 */

/** The request asks for a document to be read, or for the fields one holds. */
const ASKS_READING = /\b(?:extract|read|parse|pull|scan|process|digitize|transcribe|verify|double[- ]check)\b|\bcheck\b.{0,20}\b(?:math|numbers|totals?|arithmetic|figures)\b|\badds? up\b|\b(?:this|the) (?:invoice|quote|receipt|purchase order|po)\b|\b(?:vendor|total|unit price|line items?|quantity)\b|\b(?:here|this|that|below)(?:'s| is) (?:an?|the|our|my) (?:invoice|quote|receipt|purchase order|po)\b|\bwhat did (?:we|i|they) (?:actually |really )?pay\b|\bpast(?:e|ing)\b.{0,20}\b(?:invoice|quote|receipt|po)\b/i;

/** Lines that look like a purchase document: amounts, totals, quantities. */
const DOCUMENT_LINE = /\$\s?\d|\b(?:total|subtotal|amount|qty|quantity|unit price|invoice|quote|purchase order|p\.?o\.?\s*#?\d)\b/i;

/** What kind of document the request names, for the file's name. */
function kindOf(request: string): string {
  if (/\binvoice\b/i.test(request)) return 'invoice';
  if (/\bquote\b|\bquotation\b|\bestimate\b/i.test(request)) return 'quote';
  if (/\bpurchase order\b|\bp\.?o\.?\b/i.test(request)) return 'purchase-order';
  if (/\breceipt\b/i.test(request)) return 'receipt';
  return 'document';
}

export interface PastedDocument {
  /** The words above the document: what is asked of it. */
  request: string;
  text: string;
  filename: string;
}

/** A text file sent inline as base64 ("Here's the file (base64 of invoice.txt): SU5WT0lD..."): 40 or more base64 characters in a run. */
const BASE64_RUN = /[A-Za-z0-9+/]{40,}={0,2}/;

/**
 * The text file a message sends as base64, when it decodes to UTF-8 text that reads as a purchase document;
 * the request is the message with the file left out. Binary files (a PDF, a scan) go to the upload endpoint.
 */
function encodedDocument(message: string): PastedDocument | undefined {
  const run = BASE64_RUN.exec(message)?.[0];
  if (!run || run.length % 4 !== 0) return undefined;
  const bytes = Buffer.from(run, 'base64');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // Printable text only (tabs and line ends allowed): anything else is not a text file.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return undefined;
  const filled = text.split('\n').filter((line) => line.trim() !== '');
  if (filled.length < 3 || filled.filter((line) => DOCUMENT_LINE.test(line)).length < 2) return undefined;
  const request = message.replace(run, ' ').replace(/\s+/g, ' ').trim();
  const named = /\b([\w-]+\.txt)\b/i.exec(request)?.[1];
  return { request, text: text.endsWith('\n') ? text : `${text}\n`, filename: named ?? `${kindOf(request)}.txt` };
}

/** The pasted document of a message, or undefined when the message pastes none or asks nothing of it. */
export function pastedDocument(message: string): PastedDocument | undefined {
  const encoded = encodedDocument(message);
  if (encoded) return encoded;
  const lines = message.split('\n');
  if (lines.length < 4) return undefined;
  // The request is the first paragraph (up to the first blank line, else the first line); the document follows.
  const blank = lines.findIndex((line, index) => index > 0 && line.trim() === '');
  const split = blank > 0 && blank <= 3 ? blank : 1;
  // ("PO we're about to send:" then the order, then "What's the grand total after the discount?": the question asked under it is the request too.)
  const rest = lines.slice(split);
  let end = rest.length;
  while (end > 0 && (rest[end - 1]!.trim() === '' || /\?\s*$/.test(rest[end - 1]!))) end -= 1;
  const request = [...lines.slice(0, split), ...rest.slice(end)].map((line) => line.trim()).filter((line) => line !== '').join(' ');
  const body = rest.slice(0, end).join('\n').replace(/^\s*\n/, '');
  const filled = body.split('\n').filter((line) => line.trim() !== '');
  if (!ASKS_READING.test(request) || filled.length < 3 || filled.filter((line) => DOCUMENT_LINE.test(line)).length < 2) return undefined;
  return { request, text: body.endsWith('\n') ? body : `${body}\n`, filename: `${kindOf(request)}.txt` };
}

/** The request asks which programs could pay for what the document buys ("then tell me which federal programs could pay for it"). */
export const ASKS_FUNDERS = /\b(?:which|what) (?:federal )?(?:programs?|funds?|funding|money|grants?)\b.{0,40}\b(?:pay|fund|cover|qualif)\w*/i;

/** A line of a document asked about ("what should the line 4 extended price be?"): with no document in the conversation, it is asked for. */
export const LINE_OF_DOCUMENT = /\bline (?:item )?#?\s?\d+\b.{0,40}\b(?:price|total|extended|extension|amount|wrong|off)\b|\bcheck the (?:math|extensions?|totals?) on (?:the|this|that|my|our) (?:quote|invoice|po)\b/i;

/** A document asked to be read with none pasted ("pull the line items off the invoice for me"): the agent asks for it. */
export function asksForUnpastedDocument(message: string): boolean {
  return message.split('\n').filter((line) => line.trim() !== '').length < 3 &&
    // ("I want to get the quote in before their 470 goes out": a quote sent, none to read.)
    // ("Can you pull up school X? Only need enrollment, it is for a vendor quote.": a question ends what is pulled.)
    // ("can you check the vendor quote I got? want to make sure the math is right": the same, a quote to check and none pasted.)
    /\b(?:check|review|verify|go over|look over) (?:the|this|that|my|our|an?) (?:vendor(?:'s)? |supplier(?:'s)? )?(?:invoice|quote|receipt|purchase order|po) (?:i|we) (?:got|received|have)\b/i.test(message) ||
    // ("Check compliance on the quote I attached": a file said to be attached and none here.)
    /\b(?:the|this|that|my|our) (?:vendor(?:'s)? )?(?:invoice|quote|receipt|purchase order|po|document|file|pdf) (?:i|we)(?:'ve| have)? (?:attached|uploaded|enclosed|sent)\b/i.test(message) ||
    (/\b(?:extract|pull|read|parse|scan)\b[^?]{0,60}\b(?:off|from|on|in)? ?(?:the|this|that|my|our|an?) (?:attached |enclosed |uploaded )?(?:vendor(?:'s)? |supplier(?:'s)? )?(?:invoice|quote|receipt|purchase order|po)\b/i.test(message) ||
      /\b(?:get|grab)\b[^?]{0,60}\b(?:off|from) (?:the|this|that|my|our|an?) (?:attached |enclosed |uploaded )?(?:invoice|quote|receipt|purchase order|po)\b/i.test(message) ||
      // ("can you check whether the stuff on our Form 470 is eligible?": the items of a form not shown.)
      /\b(?:the )?(?:stuff|items|things|lines|services|equipment) (?:on|in|listed on) (?:the|this|that|my|our) (?:form )?(?:470|471|invoice|quote|po|purchase order|rfp)\b/i.test(message));
}

export const ASK_DOCUMENT = 'Paste the document\'s text under your message (or upload the file to POST /extract/document) and I\'ll read it. Which invoice or quote should I read?';
