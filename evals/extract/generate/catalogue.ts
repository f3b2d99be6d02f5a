/** What K-12 purchase documents name: vendors that sell to schools, the things they sell, the buyers. */

export const VENDORS = [
  'Cascade Learning Supply Co.',
  'Summit EdTech Solutions LLC',
  'Brightpath Classroom Furniture Inc.',
  'Northwind School Networks',
  'Redwood Instructional Materials',
  'Keystone Audio Visual Inc.',
  'Lakeside Office & School Supply',
  'Pioneer Science Labs Corp.',
  'Meridian Tutoring Services',
  'Granite State Computer Center',
  'Blue Heron Library Books LLC',
  'Apex Network Integrators Inc.',
] as const;

export interface CatalogueItem {
  description: string;
  /** Unit price range in dollars. */
  price: [number, number];
  /** Quantity range. */
  quantity: [number, number];
}

export const ITEMS: readonly CatalogueItem[] = [
  { description: 'Chromebook 11 G9 EE Laptop', price: [219, 329], quantity: [10, 60] },
  { description: 'Google Education Upgrade License', price: [30, 38], quantity: [20, 120] },
  { description: 'Document Camera HD 4K', price: [79, 149], quantity: [2, 12] },
  { description: 'Interactive Flat Panel 75 inch', price: [1899, 3299], quantity: [1, 6] },
  { description: 'Student Headphones with Microphone', price: [8, 19], quantity: [25, 150] },
  { description: 'Charging Cart 36 Device', price: [899, 1499], quantity: [1, 4] },
  { description: 'Wireless Access Point Wi-Fi 6', price: [289, 649], quantity: [2, 20] },
  { description: 'Managed Network Switch 48 Port', price: [1199, 2899], quantity: [1, 4] },
  { description: 'Math Intervention Workbook Grade 4', price: [11, 24], quantity: [30, 200] },
  { description: 'Science Lab Kit Middle School', price: [49, 129], quantity: [5, 30] },
  { description: 'Student Desk Adjustable Height', price: [89, 189], quantity: [10, 40] },
  { description: 'Stackable Classroom Chair', price: [39, 79], quantity: [20, 80] },
  { description: 'Reading Tutoring Session 60 min', price: [45, 85], quantity: [10, 80] },
  { description: 'Library Book Hardcover Set', price: [120, 380], quantity: [2, 10] },
  { description: 'Graphing Calculator TI-84 Plus CE', price: [109, 149], quantity: [10, 35] },
  { description: 'Classroom Printer Laser Duplex', price: [229, 499], quantity: [1, 5] },
  { description: 'Professional Development Workshop Day', price: [1500, 3500], quantity: [1, 3] },
  { description: 'Tablet Protective Case', price: [14, 32], quantity: [20, 100] },
  { description: 'Robotics Starter Kit', price: [159, 349], quantity: [4, 16] },
  { description: 'Fiber Patch Cable 3m', price: [6, 15], quantity: [20, 100] },
];

export const BUYERS = [
  'Springfield Unified School District',
  'Maple Grove Elementary School',
  'Riverside Middle School',
  'Jefferson County Public Schools',
  'Oak Hollow High School',
  'Clearwater Independent School District',
] as const;

export const STREETS = ['Industrial Pkwy', 'Commerce Dr', 'Market St', 'Harbor Blvd', 'Technology Way', 'Elm Ave'] as const;
export const CITIES = ['Portland, OR 97205', 'Austin, TX 78701', 'Columbus, OH 43215', 'Denver, CO 80202', 'Raleigh, NC 27601'] as const;
