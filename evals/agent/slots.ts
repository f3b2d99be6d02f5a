import Database from 'better-sqlite3';

/** Values the case files name by slot ("{s1.name}"), chosen from the dataset the target serves. */
export type Slots = Record<string, Record<string, string>>;

/**
 * Deterministic choices, so one case file fits any dataset (sandbox at any scale, or live):
 * - s1..s8: schools whose name is unique, with math, reading and FRL data and at least one peer;
 * - dup1: the first school of a name shared by 2-5 schools in different states (a question is due);
 * - st1, st2: the two states with the most schools;
 * - d1..d3: districts whose name is unique, with schools and a finance record (spending, C2 budget, report).
 */
export function slotsFromDataset(datasetFile: string): Slots {
  const db = new Database(datasetFile, { readonly: true, fileMustExist: true });
  try {
    const slots: Slots = {};
    const unique = db
      .prepare(
        `SELECT s.nces_id, s.name, s.city, s.state, s.leaid FROM schools s
         WHERE s.name IS NOT NULL AND s.city IS NOT NULL AND s.math_proficiency IS NOT NULL
           AND s.reading_proficiency IS NOT NULL AND s.frl_pct IS NOT NULL AND s.leaid IS NOT NULL
           AND (SELECT count(*) FROM schools o WHERE lower(o.name) = lower(s.name)) = 1
           AND EXISTS (SELECT 1 FROM schools p WHERE p.state = s.state AND p.level = s.level AND p.nces_id <> s.nces_id
                       AND p.frl_pct BETWEEN s.frl_pct - 10 AND s.frl_pct + 10 AND p.math_proficiency IS NOT NULL)
         ORDER BY s.nces_id LIMIT 8`,
      )
      .all() as Record<string, string>[];
    if (unique.length < 8) throw new Error(`the dataset has only ${unique.length} schools usable as agent eval slots (8 needed)`);
    unique.forEach((row, index) => (slots[`s${index + 1}`] = row));

    const shared = db
      .prepare(
        `SELECT name FROM schools WHERE name IS NOT NULL AND city IS NOT NULL GROUP BY lower(name)
         HAVING count(*) BETWEEN 2 AND 5 AND count(DISTINCT state) = count(*) ORDER BY lower(name) LIMIT 1`,
      )
      .get() as { name: string } | undefined;
    if (!shared) throw new Error('the dataset has no school name shared by 2-5 schools in different states');
    slots.dup1 = db
      .prepare('SELECT nces_id, name, city, state, leaid FROM schools WHERE lower(name) = lower(?) ORDER BY nces_id LIMIT 1')
      .get(shared.name) as Record<string, string>;

    const states = db
      .prepare(
        `SELECT s.state AS abbr, st.name AS name FROM schools s JOIN states st ON st.abbr = s.state
         GROUP BY s.state ORDER BY count(*) DESC, s.state LIMIT 2`,
      )
      .all() as Record<string, string>[];
    states.forEach((row, index) => (slots[`st${index + 1}`] = row));

    const districts = db
      .prepare(
        `SELECT d.leaid, d.name, d.state, d.city FROM districts d
         WHERE d.name IS NOT NULL AND EXISTS (SELECT 1 FROM finance f WHERE f.leaid = d.leaid)
           AND EXISTS (SELECT 1 FROM schools s WHERE s.leaid = d.leaid)
           AND (SELECT count(*) FROM districts o WHERE lower(o.name) = lower(d.name)) = 1
         ORDER BY d.leaid LIMIT 3`,
      )
      .all() as Record<string, string>[];
    if (districts.length < 3) throw new Error(`the dataset has only ${districts.length} districts usable as agent eval slots (3 needed)`);
    districts.forEach((row, index) => (slots[`d${index + 1}`] = row));
    return slots;
  } finally {
    db.close();
  }
}

/** Replaces every "{slot.field}" in a value (strings inside arrays and objects too). */
export function fill<T>(value: T, slots: Slots): T {
  if (typeof value === 'string') {
    const whole = /^\{(\w+)\.(\w+)\}$/.exec(value);
    const replace = (slot: string, field: string) => {
      const found = slots[slot]?.[field];
      if (found === undefined) throw new Error(`unknown slot {${slot}.${field}}`);
      return String(found);
    };
    return (whole ? replace(whole[1]!, whole[2]!) : value.replace(/\{(\w+)\.(\w+)\}/g, (_all, slot: string, field: string) => replace(slot, field))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, slots)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, slots)])) as T;
  }
  return value;
}
