/**
 * A quoted purchase: a count, the thing, and a unit price ("40 laptops at $600 each", "25 x document
 * cameras @ $90", "200 licenses, $15 per student", "50 chromebooks at 300 dollars each"). The whole
 * phrase becomes the item description, so the purchase tools parse the quantity and price themselves.
 */
export interface QuotedPurchase {
  /** The phrase as written: count, thing and price. */
  phrase: string;
  quantity: number;
  thing: string;
  unitPrice: number;
}

const PRICE = String.raw`(?:\$\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|usd|bucks))`;
const QUOTE = new RegExp(
  // The count, "25 x", "25 of"; never the end of a range or compound ("K-8", "9-12"), nor an ordinal ("10th grade").
  String.raw`(?<![-\w])(\d[\d,]*)(?![\d,]|(?:st|nd|rd|th)\b)\s*(?:x\s+|×\s*|of\s+)?` +
    String.raw`((?:\d*[A-Za-z][\w'-]*\s+){0,5}?\d*[A-Za-z][\w'-]*)` + // the thing: one to six words ("3D printers")
    // The connector: "at", "@", "for", "costing", "(", ", each one costs".
    String.raw`\s*(?:,\s*|\s+)?\(?(?:at|@|for|costing|priced at|(?:each(?: one)? )?(?:costs?|runs|is)|(?:that|which) costs?)?\s*(?:(?:about|around|roughly|approximately|approx\.?|maybe|~)\s*)?` + PRICE +
    String.raw`(\s*(?:each|apiece|a piece|per (?:unit|item|student|seat|license|device|year)|/\s*(?:unit|each|ea|student|seat|license|yr|year)|ea\.?))?\)?`,
  'i',
);

/** The price first: "$45/seat for 300 seats of reading software", "$299 each x 60 chromebooks". */
const PRICE_FIRST = new RegExp(
  PRICE + String.raw`\s*(?:each|apiece|per \w+|/\s*\w+)\s+(?:for|x|times|×)\s+(\d[\d,]*)\s+((?:\d*[A-Za-z][\w'-]*\s*){1,6})`,
  'i',
);

/**
 * A purchase told in pieces: the product and its price in one place, the count in another ("we sell
 * flat panels for about $3,000 each ... a district wants 25 of them").
 */
const SOLD_AT = /\b(?:sells?|selling|offers?|offering|quoted?|quoting)\s+(?:our\s+|their\s+|the\s+)?([a-z][a-z0-9 -]{2,40}?)\s+(?:for|at)\s+(?:about|around|roughly|approximately|~)?\s*\$\s?(\d[\d,]*(?:\.\d+)?)/i;
const COUNT_OF_THEM = /\b(\d[\d,]*)\s+(?:of (?:them|those|these|it)|units|seats|licen[cs]es)\b/i;

export function findSplitPurchase(text: string): QuotedPurchase | undefined {
  const sold = SOLD_AT.exec(text);
  const count = COUNT_OF_THEM.exec(text);
  if (!sold || !count) return undefined;
  const quantity = Number(count[1]!.replace(/,/g, ''));
  const unitPrice = Number(sold[2]!.replace(/,/g, ''));
  const thing = sold[1]!.trim();
  return { phrase: `${quantity} ${thing} at $${unitPrice} each`, quantity, thing, unitPrice };
}

/**
 * Prices written the way the purchase tools read them: "@ 279" (a bare number after an at-sign),
 * "$1.2k" and "350 bucks" become "@ $279", "$1200" and "$350".
 */
function spellPrices(text: string): string {
  return text
    // A product's version number is part of its name, never the count: "40 Wi-Fi 6 access points", "Cat 6 cable".
    .replace(/\b(wi-?fi|cat|windows|gen|series|version|model|ipad|ios|usb|office)\s+(\d{1,2}[a-z]?)\b(?=\s+[a-z])/gi, '$1-$2')
    .replace(/@\s*(?=\d)/g, '@ $')
    .replace(/\$\s?(\d+(?:\.\d+)?)\s*k\b/gi, (_all, amount: string) => `$${Math.round(Number(amount) * 1000)}`)
    .replace(/\b(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|usd|bucks)\b/gi, '$$$1');
}

/** Who a per-head price counts: the thing sold is named elsewhere. */
const PER_HEAD = /^(?:students?|kids|pupils|children|learners|seats|users|teachers|staff)\b/i;

/** The product named just before a price: "could fund a K-8 math tutoring license, " gives "K-8 math tutoring license". */
function productBefore(text: string): string | undefined {
  const tail = text.split(/\b(?:fund|buy|purchase|cover|get|pay for|sell|selling|quote|quoting|for|on|with)\b/i).at(-1)!;
  const product = tail.replace(/^[\s,:;-]*(?:(?:is|are|would|could|can|does|do)\s+)?(?:(?:a|an|the|our|their|some)\s+)?/i, '').replace(/[\s,;:(-]+$/, '');
  return product.split(/\s+/).length >= 1 && /[a-z]/i.test(product) && product.split(/\s+/).length <= 8 ? product : undefined;
}

/** The thing first, then its count: "interactive whiteboards x15 @ $2,400". */
const THING_THEN_COUNT = new RegExp(String.raw`\b([A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,4}?)\s*(?:x|×)\s*(\d[\d,]*)\s*(?:@|at)\s*` + PRICE + String.raw`(\s*(?:each|apiece|ea\.?))?`, 'i');

export function findQuotedPurchase(quoted: string): QuotedPurchase | undefined {
  const text = spellPrices(quoted);
  const thingFirst = THING_THEN_COUNT.exec(text);
  if (thingFirst) {
    const quantity = Number(thingFirst[2]!.replace(/,/g, ''));
    const unitPrice = Number((thingFirst[3] ?? thingFirst[4])!.replace(/,/g, ''));
    const thing = thingFirst[1]!.trim();
    return { phrase: `${quantity} ${thing} at $${unitPrice} each`, quantity, thing, unitPrice };
  }
  const reversed = PRICE_FIRST.exec(text);
  if (reversed && !QUOTE.exec(text)) {
    const counted = reversed[4]!.trim().split(/\s+(?:for|at|in)\s+(?=[A-Z0-9])/)[0]!;
    // "a tutoring license, $18 per student for 600 students": the students are the count, the license the thing.
    const product = PER_HEAD.test(counted) ? productBefore(text.slice(0, reversed.index)) : undefined;
    const quantity = Number(reversed[3]!.replace(/,/g, ''));
    const unitPrice = Number((reversed[1] ?? reversed[2])!.replace(/,/g, ''));
    if (product) return { phrase: `${product}, ${quantity} ${counted} at $${unitPrice} each`, quantity, thing: product, unitPrice };
    return { phrase: `${quantity} ${counted} at $${unitPrice} each`, quantity, thing: counted, unitPrice };
  }
  const match = QUOTE.exec(text);
  if (!match) return undefined;
  const quantity = Number(match[1]!.replace(/,/g, ''));
  const unitPrice = Number((match[3] ?? match[4])!.replace(/,/g, ''));
  const thing = match[2]!.trim();
  // "in 2025 for $300" or "grade 5 at $20" are not counts of things.
  if (!Number.isFinite(quantity) || quantity < 1 || quantity > 1_000_000 || /^(?:percent|students?|years?|%)$/i.test(thing)) return undefined;
  // "40 chromebooks, each one costs $280": said the way the tools parse a unit price.
  const phrase = /\bcosts?\b|\bruns\b|\beach one\b|\bis\s*\$/i.test(match[0]) ? `${quantity} ${thing} at $${unitPrice} each` : match[0].trim().replace(/[,.]+$/, '');
  // "we need snap circuit kits, maybe 12 kits around $60 each": the count names the thing by its last word, said in full before.
  // ("a contracted speech-language pathologist (about 200 hrs at $85/hr)": hours of a service, the service said before them.)
  const service = /^(?:hrs?|hours?|days?|weeks?|sessions?|visits?)$/i.test(thing) ? productBefore(text.slice(0, match.index).replace(/\(\s*(?:about|around|roughly|approximately|~)?\s*$/i, '')) : undefined;
  const named = service ?? (/^[a-z-]+$/i.test(thing) ? namedInFull(text.slice(0, match.index), thing) : undefined);
  return { phrase: named ? `${named}, ${phrase}` : phrase, quantity, thing: named ?? thing, unitPrice };
}

/** Words that describe no thing: what is left before a noun once they are dropped is its name ("snap circuit" kits). */
const NOT_A_MODIFIER = /^(?:a|an|the|some|any|more|new|our|my|their|we|i|they|need|needs|want|wants|get|buy|order|maybe|honestly|really|and|or|of|for|with|about|like|those|these|that|this|it|to|is|are|be|so|just|also|its)$/i;

function namedInFull(before: string, noun: string): string | undefined {
  const words = new RegExp(String.raw`((?:[a-z][\w-]* ){1,3})${noun}\b`, 'i').exec(before)?.[1]?.trim().split(/\s+/) ?? [];
  while (words.length > 0 && NOT_A_MODIFIER.test(words[0]!)) words.shift();
  return words.length > 0 ? `${words.join(' ')} ${noun}` : undefined;
}
