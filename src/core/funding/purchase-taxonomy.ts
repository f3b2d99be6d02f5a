/**
 * What schools buy: one entry per purchase category with the words that name it. `strong` terms name the
 * category on their own ("chromebook"); `normal` terms usually do ("laptop cart" is still a device word);
 * `weak` terms only hint ("screen"). Matching is on stemmed whole tokens (text-match.ts).
 */

export const PURCHASE_CATEGORY_IDS = [
  'devices',
  'software_licenses',
  'curriculum',
  'assessment',
  'network_equipment',
  'internet_access',
  'professional_development',
  'tutoring',
  'after_school',
  'assistive_technology',
  'special_education_services',
  'career_technical_equipment',
  'facilities',
  'food',
  'furniture',
  'library_books',
  'stem_robotics',
  'mental_health_sel',
  'english_learner_materials',
  'transportation',
  'family_engagement',
  'safety_security',
] as const;

export type PurchaseCategoryId = (typeof PURCHASE_CATEGORY_IDS)[number];

export interface PurchaseCategoryVocabulary {
  id: PurchaseCategoryId;
  label: string;
  strong: string[];
  normal: string[];
  weak: string[];
}

export const PURCHASE_TAXONOMY: readonly PurchaseCategoryVocabulary[] = [
  {
    id: 'devices',
    label: 'Student and staff computing devices',
    strong: ['chromebook', 'laptop', 'ipad', 'tablet', 'notebook computer', 'desktop computer', 'macbook', 'surface pro', '1:1 device', 'one to one device', 'student devices'],
    normal: ['computer', 'computers', 'pc', 'monitor', 'document camera', 'interactive display', 'interactive flat panel', 'interactive whiteboard', 'smartboard', 'smart board', 'projector', 'printer', 'headphones', 'headset', 'charging cart', 'device'],
    weak: ['screen', 'keyboard', 'mouse', 'stylus', 'hotspot'],
  },
  {
    id: 'software_licenses',
    label: 'Software licences and subscriptions',
    strong: ['software', 'license', 'licence', 'subscription', 'saas', 'learning management system', 'lms', 'site license'],
    normal: ['platform', 'app', 'application', 'online program', 'digital tool', 'cloud'],
    weak: ['seat', 'seats', 'renewal', 'annual plan'],
  },
  {
    id: 'curriculum',
    label: 'Curriculum and instructional materials',
    strong: ['curriculum', 'textbook', 'instructional materials', 'core program', 'phonics program', 'reading program', 'math program', 'workbooks'],
    normal: ['lesson plans', 'phonics', 'literacy program', 'science kit', 'unit materials', 'consumables', 'intervention program', 'supplemental materials', 'graphing calculator', 'calculator', 'manipulatives', 'classroom set'],
    weak: ['materials', 'reading', 'math', 'literacy', 'science', 'social studies'],
  },
  {
    id: 'assessment',
    label: 'Assessment and screening',
    strong: ['assessment', 'benchmark assessment', 'screener', 'diagnostic', 'progress monitoring', 'formative assessment'],
    normal: ['test', 'testing', 'exam', 'data dashboard', 'universal screening'],
    weak: ['quiz', 'scores', 'data'],
  },
  {
    id: 'network_equipment',
    label: 'Network equipment inside school buildings',
    strong: ['access point', 'wireless access point', 'network switch', 'switch', 'router', 'wireless controller', 'firewall', 'managed wifi', 'managed wi fi', 'internal connections', 'cabling', 'structured cabling', 'mibs', 'managed internal broadband', 'bmic',
      // Product lines named for the thing itself in quotes and POs.
      'fortigate', 'fortinet', 'sonicwall', 'meraki', 'aruba', 'juniper', 'ubiquiti', 'palo alto'],
    normal: ['wifi', 'wi fi', 'wireless network', 'network', 'ethernet', 'cat6', 'patch panel', 'rack', 'ups', 'uninterruptible power supply', 'caching server', 'antenna', 'network maintenance', 'basic maintenance'],
    weak: ['wireless', 'cable', 'cables', 'installation'],
  },
  {
    id: 'internet_access',
    label: 'Internet access and data transmission',
    strong: ['internet access', 'broadband', 'internet service', 'isp', 'fiber connection', 'leased fiber', 'dark fiber', 'lit fiber', 'wide area network', 'wan', 'data transmission', 'bandwidth'],
    normal: ['fiber', 'circuit', 'internet', 'gbps', 'mbps', 'connectivity'],
    weak: ['online', 'connection'],
  },
  {
    id: 'professional_development',
    label: 'Professional development and training for staff',
    strong: ['professional development', 'professional learning', 'teacher training', 'staff training', 'instructional coaching', 'coaching', 'pd'],
    normal: ['training', 'workshop', 'conference registration', 'conference', 'certification course', 'mentoring', 'induction', 'coach', 'institute'],
    weak: ['teachers', 'staff', 'educators', 'course'],
  },
  {
    id: 'tutoring',
    label: 'Tutoring and academic intervention',
    strong: ['tutoring', 'tutor', 'high dosage tutoring', 'tutors', 'interventionist', 'reading specialist', 'math specialist'],
    normal: ['intervention', 'small group instruction', 'academic support', 'homework help', 'reading intervention', 'math intervention'],
    weak: ['support', 'remediation'],
  },
  {
    id: 'after_school',
    label: 'After-school, summer and out-of-school-time programs',
    strong: ['after school', 'afterschool', 'before school', 'summer program', 'summer school', 'out of school time', 'extended day', 'summer camp', 'saturday school'],
    normal: ['club', 'enrichment program', 'extended learning', 'evening program', 'camp'],
    weak: ['enrichment', 'weekend'],
  },
  {
    id: 'assistive_technology',
    label: 'Assistive technology',
    strong: ['assistive technology', 'aac device', 'augmentative communication', 'screen reader', 'text to speech', 'speech to text', 'braille', 'fm system', 'hearing assistance', 'adaptive switch', 'eye gaze'],
    normal: ['communication device', 'adaptive keyboard', 'magnifier', 'adaptive equipment', 'sensory equipment'],
    weak: ['accessibility', 'accessible'],
  },
  {
    id: 'special_education_services',
    label: 'Special education and related services',
    strong: ['special education', 'iep', 'speech therapy', 'occupational therapy', 'physical therapy', 'related services', 'speech language pathologist', 'students with disabilities', 'sped'],
    // ("a para to support co-taught classes": the aide and the co-taught room are special education's words.)
    normal: ['therapist', 'paraprofessional', 'para', 'paras', 'one to one aide', 'co taught', 'co teaching', 'autism', 'dyslexia', 'evaluation'],
    weak: ['disability', 'disabilities', 'inclusion'],
  },
  {
    id: 'career_technical_equipment',
    label: 'Career and technical education equipment',
    strong: ['cte', 'career and technical', 'career technical', 'vocational', 'welding', 'cnc', 'automotive lift', 'nursing simulator', 'industry certification', 'culinary arts', 'cosmetology'],
    normal: ['plasma cutter', 'lathe', 'construction trades', 'health science lab', 'agriculture program', 'manikin', 'certification exam', 'work based learning', 'apprenticeship'],
    weak: ['trades', 'career', 'shop'],
  },
  {
    id: 'facilities',
    label: 'Facilities, construction and renovation',
    strong: ['construction', 'renovation', 'remodel', 'roof', 'hvac', 'building repair', 'new building', 'school building', 'classroom addition', 'building addition', 'gymnasium', 'modular classroom', 'portable classroom', 'paving'],
    normal: ['repair', 'repairs', 'plumbing', 'flooring', 'carpet', 'painting', 'windows', 'boiler', 'air conditioning', 'playground'],
    weak: ['building', 'facility', 'maintenance'],
  },
  {
    id: 'food',
    label: 'Food, meals and refreshments',
    strong: ['food', 'snacks', 'meals', 'catering', 'refreshments', 'pizza', 'lunch', 'breakfast', 'dinner'],
    normal: ['drinks', 'beverages', 'coffee', 'water bottles', 'groceries'],
    weak: ['treats'],
  },
  {
    id: 'furniture',
    label: 'Furniture',
    strong: ['furniture', 'desks', 'chairs', 'flexible seating', 'classroom furniture', 'tables', 'bookshelves', 'shelving'],
    normal: ['cabinet', 'lockers', 'stools', 'bean bags', 'whiteboard', 'storage'],
    weak: ['seating', 'cart'],
  },
  {
    id: 'library_books',
    label: 'Library and classroom books',
    strong: ['library books', 'books', 'book', 'ebooks', 'ebook', 'classroom library', 'novels', 'picture books', 'audiobooks'],
    normal: ['library', 'periodicals', 'magazines', 'readers', 'leveled readers', 'decodable readers'],
    weak: ['titles', 'collection'],
  },
  {
    id: 'stem_robotics',
    label: 'STEM, robotics and computer science',
    strong: ['robotics', 'robot', 'robots', 'stem', 'steam', 'coding', 'computer science', '3d printer', 'makerspace', 'maker space', 'engineering kit', 'lego education', 'microbit', 'drone', 'drones', 'vex', 'arduino'],
    normal: ['science lab', 'lab equipment', 'microscopes', 'circuits', 'electronics kit', 'programming', 'engineering'],
    weak: ['kits', 'kit', 'lab', 'technology'],
  },
  {
    id: 'mental_health_sel',
    label: 'Mental health, counseling and social-emotional learning',
    strong: ['mental health', 'social emotional', 'sel', 'counseling', 'counselor', 'school psychologist', 'social worker', 'trauma informed', 'behavioral health', 'suicide prevention', 'wellness program'],
    normal: ['mindfulness', 'therapy', 'bullying prevention', 'restorative practices', 'pbis', 'character education', 'wellbeing', 'well being'],
    weak: ['behavior', 'wellness', 'anxiety'],
  },
  {
    id: 'english_learner_materials',
    label: 'English learner and bilingual materials',
    strong: ['english learners', 'english learner', 'ell', 'esl', 'esol', 'bilingual', 'dual language', 'english language development', 'eld', 'newcomer', 'language acquisition', 'spanish english', 'multilingual learners', 'emergent bilingual'],
    normal: ['translation', 'interpreter', 'interpretation services', 'spanish', 'heritage language', 'language instruction'],
    weak: ['language', 'vocabulary'],
  },
  {
    id: 'transportation',
    label: 'Transportation',
    strong: ['transportation', 'bus', 'buses', 'school bus', 'field trip', 'van', 'busing'],
    normal: ['mileage', 'fuel', 'driver', 'charter bus', 'shuttle'],
    weak: ['travel', 'trip'],
  },
  {
    id: 'family_engagement',
    label: 'Parent and family engagement',
    strong: ['family engagement', 'parent engagement', 'parent involvement', 'family night', 'parent workshop', 'family literacy', 'parent university'],
    normal: ['parents', 'families', 'parent', 'family', 'home visits'],
    weak: ['community'],
  },
  {
    id: 'safety_security',
    label: 'Safety and security',
    strong: ['security camera', 'security cameras', 'surveillance', 'door access control', 'vape detector', 'vape detectors', 'metal detector', 'visitor management', 'panic button', 'school resource officer'],
    normal: ['cameras', 'camera', 'security', 'badge system', 'radios', 'emergency communication', 'weapons detection'],
    weak: ['safety', 'lock', 'locks'],
  },
];
