/**
 * A SAMPLE of standard statements used to measure how a product description aligns with a
 * subject's standards. No public, redistributable set of standard texts ships in a package this
 * service can install, so these are short paraphrases written for this service, keyed by the codes
 * of the Common Core State Standards (Mathematics, ELA) and the Next Generation Science Standards
 * where a code exists. Responses label the set `sample`; it is not a full framework.
 *
 * Each statement lists the keywords that signal it in a product description (lower case, singular).
 */
export interface SampleStatement {
  code: string;
  grade_band: 'K-5' | '6-8' | '9-12';
  statement: string;
  keywords: readonly string[];
}

export const SAMPLE_STATEMENTS: Record<string, readonly SampleStatement[]> = {
  mathematics: [
    { code: 'K.CC.A.1', grade_band: 'K-5', statement: 'Count to 100 by ones and by tens.', keywords: ['count', 'counting', 'number sense', 'ten'] },
    { code: '1.OA.A.1', grade_band: 'K-5', statement: 'Use addition and subtraction within 20 to solve word problems.', keywords: ['addition', 'subtraction', 'word problem', 'add', 'subtract'] },
    { code: '2.NBT.A.1', grade_band: 'K-5', statement: 'Understand that the digits of a three-digit number represent hundreds, tens and ones.', keywords: ['place value', 'digit', 'hundred', 'ten'] },
    { code: '3.OA.A.1', grade_band: 'K-5', statement: 'Interpret products of whole numbers as groups of objects.', keywords: ['multiplication', 'multiply', 'product', 'times table'] },
    { code: '3.NF.A.1', grade_band: 'K-5', statement: 'Understand a fraction as a number formed by equal parts of a whole.', keywords: ['fraction', 'equal part', 'numerator', 'denominator'] },
    { code: '4.NBT.B.6', grade_band: 'K-5', statement: 'Find whole-number quotients and remainders with up to four-digit dividends.', keywords: ['division', 'divide', 'quotient', 'remainder'] },
    { code: '4.MD.A.2', grade_band: 'K-5', statement: 'Solve word problems involving distances, time, volume, mass and money.', keywords: ['measurement', 'money', 'time', 'word problem', 'measure'] },
    { code: '5.NBT.A.3', grade_band: 'K-5', statement: 'Read, write and compare decimals to thousandths.', keywords: ['decimal', 'compare', 'thousandth'] },
    { code: '5.G.A.1', grade_band: 'K-5', statement: 'Use a coordinate system to locate points and graph them.', keywords: ['coordinate', 'graph', 'plane', 'geometry'] },
    { code: '6.RP.A.3', grade_band: '6-8', statement: 'Use ratio and rate reasoning to solve real-world problems.', keywords: ['ratio', 'rate', 'proportion', 'percent', 'real-world'] },
    { code: '6.EE.A.2', grade_band: '6-8', statement: 'Write, read and evaluate expressions in which letters stand for numbers.', keywords: ['expression', 'variable', 'algebra', 'evaluate'] },
    { code: '7.SP.C.5', grade_band: '6-8', statement: 'Understand the probability of a chance event as a number between 0 and 1.', keywords: ['probability', 'chance', 'statistics', 'data'] },
    { code: '7.G.B.6', grade_band: '6-8', statement: 'Solve problems involving area, volume and surface area.', keywords: ['area', 'volume', 'surface area', 'geometry'] },
    { code: '8.EE.C.7', grade_band: '6-8', statement: 'Solve linear equations in one variable.', keywords: ['linear equation', 'equation', 'solve', 'algebra', 'variable'] },
    { code: '8.F.A.1', grade_band: '6-8', statement: 'Understand that a function assigns to each input exactly one output.', keywords: ['function', 'input', 'output', 'graph'] },
    { code: '8.G.B.7', grade_band: '6-8', statement: 'Apply the Pythagorean Theorem to find unknown side lengths.', keywords: ['pythagorean', 'triangle', 'geometry'] },
    { code: 'HSA.REI.B.4', grade_band: '9-12', statement: 'Solve quadratic equations in one variable.', keywords: ['quadratic', 'equation', 'algebra', 'solve'] },
    { code: 'HSF.IF.C.7', grade_band: '9-12', statement: 'Graph functions expressed symbolically and show key features of the graph.', keywords: ['function', 'graph', 'graphing', 'calculator'] },
    { code: 'HSS.ID.A.1', grade_band: '9-12', statement: 'Represent data with plots on the real number line (dot plots, histograms, box plots).', keywords: ['data', 'statistics', 'histogram', 'plot'] },
    { code: 'HSG.CO.A.1', grade_band: '9-12', statement: 'Know precise definitions of angle, circle, line and line segment.', keywords: ['geometry', 'angle', 'circle', 'proof'] },
    { code: 'HSF.TF.A.2', grade_band: '9-12', statement: 'Explain how the unit circle extends trigonometric functions to all real numbers.', keywords: ['trigonometry', 'unit circle', 'sine', 'cosine'] },
  ],
  'english language arts': [
    { code: 'RF.K.2', grade_band: 'K-5', statement: 'Demonstrate understanding of spoken words, syllables and sounds.', keywords: ['phonics', 'phonemic awareness', 'syllable', 'sound'] },
    { code: 'RF.1.3', grade_band: 'K-5', statement: 'Know and apply grade-level phonics and word analysis skills in decoding words.', keywords: ['phonics', 'decoding', 'word', 'reading'] },
    { code: 'RL.3.2', grade_band: 'K-5', statement: 'Recount stories and determine their central message.', keywords: ['story', 'reading', 'comprehension', 'literature'] },
    { code: 'RI.4.2', grade_band: 'K-5', statement: 'Determine the main idea of an informational text.', keywords: ['main idea', 'informational text', 'nonfiction', 'comprehension'] },
    { code: 'W.5.1', grade_band: 'K-5', statement: 'Write opinion pieces supporting a point of view with reasons.', keywords: ['writing', 'opinion', 'essay'] },
    { code: 'L.6.4', grade_band: '6-8', statement: 'Determine the meaning of unknown words using context and reference materials.', keywords: ['vocabulary', 'context', 'dictionary', 'word'] },
    { code: 'RI.7.8', grade_band: '6-8', statement: 'Trace and evaluate the argument and claims in a text.', keywords: ['argument', 'claim', 'evidence', 'text'] },
    { code: 'W.8.7', grade_band: '6-8', statement: 'Conduct short research projects drawing on several sources.', keywords: ['research', 'source', 'project', 'writing'] },
    { code: 'SL.8.1', grade_band: '6-8', statement: 'Engage effectively in collaborative discussions.', keywords: ['discussion', 'speaking', 'listening', 'collaborative'] },
    { code: 'RL.9-10.2', grade_band: '9-12', statement: 'Determine a theme of a text and analyze its development.', keywords: ['theme', 'literature', 'analysis', 'novel'] },
    { code: 'W.11-12.1', grade_band: '9-12', statement: 'Write arguments to support claims using valid reasoning and evidence.', keywords: ['argument', 'writing', 'evidence', 'essay'] },
    { code: 'L.11-12.1', grade_band: '9-12', statement: 'Demonstrate command of the conventions of standard English grammar.', keywords: ['grammar', 'convention', 'usage', 'writing'] },
  ],
  science: [
    { code: 'K-PS2-1', grade_band: 'K-5', statement: 'Plan an investigation comparing the effects of pushes and pulls on motion.', keywords: ['force', 'motion', 'push', 'pull', 'investigation'] },
    { code: '3-LS1-1', grade_band: 'K-5', statement: 'Develop models showing that organisms have diverse life cycles.', keywords: ['life cycle', 'organism', 'model', 'biology'] },
    { code: '5-ESS2-1', grade_band: 'K-5', statement: 'Model how the geosphere, biosphere, hydrosphere and atmosphere interact.', keywords: ['earth', 'water', 'atmosphere', 'model'] },
    { code: 'MS-PS1-2', grade_band: '6-8', statement: 'Analyze data on properties of substances before and after they interact.', keywords: ['chemistry', 'substance', 'reaction', 'data', 'lab'] },
    { code: 'MS-LS1-6', grade_band: '6-8', statement: 'Explain the role of photosynthesis in cycling matter and energy.', keywords: ['photosynthesis', 'energy', 'plant', 'biology'] },
    { code: 'MS-ETS1-1', grade_band: '6-8', statement: 'Define the criteria and constraints of a design problem.', keywords: ['engineering', 'design', 'stem', 'robotics'] },
    { code: 'HS-PS2-1', grade_band: '9-12', statement: 'Analyze data to support the claim that net force changes motion (Newton\'s second law).', keywords: ['force', 'motion', 'physics', 'newton', 'data'] },
    { code: 'HS-LS3-1', grade_band: '9-12', statement: 'Ask questions about the role of DNA and chromosomes in inheritance.', keywords: ['dna', 'genetics', 'inheritance', 'biology'] },
    { code: 'HS-ESS3-5', grade_band: '9-12', statement: 'Analyze geoscience data to forecast climate change.', keywords: ['climate', 'data', 'earth', 'environment'] },
  ],
};
