/**
 * Fixed word lists for generated names. People in the sandbox are fictional: first and last names
 * are drawn independently from these short lists, e-mail addresses use example.org (reserved for
 * documentation, RFC 2606) and telephone numbers use 555-01xx (reserved for fiction).
 */
import type { Random } from './random.js';

/** Namesakes and place words schools are commonly named after; a few carry accents on purpose. */
export const SCHOOL_NAMESAKES = [
  'Lincoln', 'Washington', 'Jefferson', 'Roosevelt', 'Franklin', 'Madison', 'Adams', 'Jackson', 'Kennedy',
  'Garfield', 'Hamilton', 'Monroe', 'Grant', 'Harrison', 'Truman', 'Eisenhower', 'Douglass', 'Tubman',
  'King', 'Parks', 'Carver', 'Edison', 'Whitman', 'Emerson', 'Thoreau', 'Hawthorne', 'Longfellow',
  'Dickinson', 'Alcott', 'Twain', 'Keller', 'Earhart', 'Ride', 'Curie', 'Einstein', 'Marshall', 'Clemente',
  'César Chávez', 'Dolores Huerta', 'José Martí', 'Benito Juárez', 'Sor Juana', 'Peña', 'Muñoz', 'Ochoa',
  'Sequoyah', 'Sacagawea', 'Pocahontas', 'Bethune', 'Du Bois', 'Hughes', 'Angelou', 'Morrison', 'Banneker',
  'Oak Grove', 'Cedar Ridge', 'Maple Hill', 'Willow Creek', 'Pine View', 'Riverside', 'Lakeview', 'Hillcrest',
  'Meadowbrook', 'Sunnyside', 'Fairview', 'Brookside', 'Westwood', 'Eastside', 'Northside', 'Southside',
  'Highland', 'Valley View', 'Mountain View', 'Prairie', 'Sycamore', 'Aspen', 'Redwood', 'Magnolia', 'Cypress',
  'Heritage', 'Liberty', 'Independence', 'Pioneer', 'Frontier', 'Discovery', 'Horizon', 'Summit', 'Crestview',
  'Golden Valley', 'Silver Lake', 'Bear Creek', 'Eagle Ridge', 'Fox Run', 'Deer Park', 'Hawk Hollow',
] as const;

export const LEVEL_SUFFIXES = {
  Elementary: ['Elementary School', 'Elementary School', 'Elementary School', 'Primary School', 'Elementary'],
  Middle: ['Middle School', 'Middle School', 'Junior High School', 'Intermediate School'],
  High: ['High School', 'High School', 'High School', 'Senior High School'],
} as const;

export const DISTRICT_SUFFIXES = [
  'School District',
  'Public Schools',
  'Unified School District',
  'City Schools',
  'Community Schools',
  'County Schools',
  'Consolidated School District',
] as const;

/** State-specific district naming conventions. */
export const STATE_DISTRICT_SUFFIXES: Record<string, readonly string[]> = {
  TX: ['Independent School District', 'Independent School District', 'Consolidated Independent School District'],
  CA: ['Unified School District', 'Elementary School District', 'Union High School District', 'Unified School District'],
  FL: ['County School District'],
  MD: ['County Public Schools'],
  GA: ['County School District', 'City Schools'],
  NY: ['Central School District', 'Union Free School District', 'City School District'],
  PA: ['Area School District', 'School District'],
  OH: ['City School District', 'Local School District', 'Exempted Village School District'],
  IL: ['Community Unit School District', 'School District', 'Community High School District'],
  NJ: ['Board of Education', 'Public School District', 'Regional School District'],
  VA: ['County Public Schools', 'City Public Schools'],
  NC: ['County Schools', 'City Schools'],
  TN: ['County Schools', 'City Schools'],
  KY: ['County Schools', 'Independent Schools'],
};

export const FIRST_NAMES = [
  'Maria', 'James', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Susan', 'Carlos', 'Jessica', 'Thomas', 'Sarah', 'Daniel', 'Karen', 'Anthony', 'Lisa', 'Mark', 'Nancy',
  'Kevin', 'Angela', 'Brian', 'Monique', 'Jorge', 'Aisha', 'Wei', 'Priya', 'Hannah', 'Luis', 'Renée',
  'Tomás', 'Grace', 'Samuel', 'Denise', 'Marcus', 'Yolanda', 'Ethan', 'Keisha',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Nguyen', 'Patel', 'Kim', 'Okafor', 'Begay', 'Yazzie', 'Novak', 'Kowalski', 'Schmidt', 'Ibáñez',
] as const;

export const STREET_NAMES = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Washington', 'Lake', 'Hill', 'Park', 'School', 'College',
  'Church', 'Mill', 'River', 'Spring', 'Center', 'Union', 'Highland', 'Jefferson', 'Lincoln', 'Ridge',
] as const;

export const STREET_SUFFIXES = ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Boulevard', 'Way'] as const;

export function personName(random: Random): { first: string; last: string; full: string } {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return { first, last, full: `${first} ${last}` };
}

/** "renée ibáñez" -> "renee.ibanez": the local part of a fictional e-mail address. */
export function emailLocalPart(first: string, last: string): string {
  return `${slug(first)}.${slug(last)}`.replace(/-/g, '');
}

export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A 555-01xx number (reserved for fictional use) under a plausible area code. */
export function fictionalPhone(random: Random, areaCode: number): string {
  return `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

export function streetAddress(random: Random): string {
  return `${random.int(10, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
}
