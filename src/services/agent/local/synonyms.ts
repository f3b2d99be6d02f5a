/** Lead the metal, no sales lead ("a lead-in-water sampling plan", "blood lead levels", "testing for lead", "the state lead mandate"). */
const METAL_LEAD = /\blead(?=[- ](?:in[- ](?:the )?(?:drinking )?water|(?:and|&) copper|paint|pipes?|piping|service lines?|lines?|solder(?:ed)?|levels?|exposure|poisoning|test(?:s|ing)?|sampl(?:e|es|ing)|results?|abatement|remediation|screening|contamination|hazards?|dust|content|concentrations?|action level|exceedances?|free|based|safe|lined|fixtures?|fountains?|ppb|mandates?|laws?|regulations?|affects?|harms?|leach(?:es|ing)?|poisons?)\b)|(?<=\b(?:blood|elevated|test(?:s|ed|ing)? (?:water )?for|screen(?:s|ed|ing)? for|sampl(?:e|es|ed|ing) for|exposure to|traces? of|levels? of) )lead\b/gi;

/**
 * Ways users say what the intent rules listen for: slang and symbols for money ("$$", "dollars",
 * "what can they get"), "e rate" with a space. Rewritten to the rules' words before the rules run,
 * so each rule keeps one spelling.
 */
const REWRITES: [RegExp, string][] = [
  [/\${2,}/g, ' funding '],
  // "dollars" alone means money in general; "300 dollars" is a price and stays for the price reader.
  [/(?<!\d[\d,.]*\s*)\b(?:dollars|cash|bucks)\b/gi, 'funding'],
  [/\bwhat (?:can|could) (?:they|it|we|the school|this school|that school|he|she) (?:get|qualify for|apply for)\b/gi, 'what funding'],
  [/\bfeds\b/gi, 'federal funding'],
  // "which federal pots pay for it": the programs, as grant people say it.
  [/\b(?:federal |funding |grant )pots\b/gi, 'federal programs'],
  [/\be[\s_]rate\b/gi, 'e-rate'],
  // Two edits from "principal", and the usual misspelling of it.
  [/\bprinciple\b/gi, 'principal'],
  // Category Two as people shorten it ("cat 2", "category II", "C-2") and what it pays for (internal connections).
  [/\bcat(?:egory)?\.?\s*(?:2|two|ii)\b/gi, 'category 2'],
  [/\bc-2\b/gi, 'c2'],
  [/\binternal connections?\b/gi, 'category 2'],
  [/\bfive[- ]year (?:e-?rate )?budget\b/gi, 'category 2 budget'],
  // Wi-Fi gear is what Category 2 pays for: "wifi money", "wi-fi budget".
  [/\bwi-?fi (?:money|budget|funds|funding|dollars)\b/gi, 'category 2 budget'],
  // "avg FRL": the average the query tool answers.
  [/\bavg\.?(?=\s)/gi, 'average'],
  // "PPE" in school finance is per-pupil expenditure.
  [/\bppe\b/gi, 'per pupil expenditure'],
  // "ALNs for Perkins V": the programs' Assistance Listing Numbers (formerly CFDA).
  [/\balns?\b/gi, 'assistance listing numbers'],
  // Shorthand of busy users: "hlth score", "supt of X", "top opps", "budget vs need dims", "e-rate $".
  [/\bhlth\b/gi, 'health'],
  [/\bsuperintendants\b/gi, 'superintendents'],
  [/\bsuperintendant\b/gi, 'superintendent'],
  [/\bsupts?\b\.?/gi, 'superintendent'],
  [/\bopps\b/gi, 'opportunities'],
  [/\bopp\b(?! scores?\b)/gi, 'opportunity'],
  [/\bdims\b/gi, 'dimensions'],
  [/(?<=\b(?:e-?rate|federal|title [\w-]+)\s)\$(?!\s*\d)/gi, 'money'],
  [METAL_LEAD, 'pb'],
];


/** The text with lead the metal named by its chemical symbol, so that no rule reads a sales lead in it. */
export function withoutMetalLead(text: string): string {
  return text.replace(METAL_LEAD, 'pb');
}

export function normaliseSynonyms(text: string): string {
  return REWRITES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}
