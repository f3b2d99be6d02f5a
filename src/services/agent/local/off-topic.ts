import { withoutMetalLead } from './synonyms.js';

/**
 * Asks outside K-12 data and funding: weather, travel, food, entertainment, general knowledge.
 * The planner declines them (calling no tool) when nothing else in the message asks for a tool, so
 * "find me a hotel near Lincoln High" is not read as Lincoln High's profile, while "is travel to a
 * conference allowable under Title II" stays a compliance question.
 */
/** The data covers US schools only: another country's (or province's) schools are out of reach, whatever is asked of them. */
// ("we're coming from Brazil", "a nurse moving from overseas": where a family comes from, not where the schools asked of are.)
const ABROAD = /\b(?<!\b(?:from|leaving|left|born in|grew up in|raised in|lived in|living in) (?:the )?)(?:uk|u\.k|britain|british|ofsted|pupil premium|academy trusts?|toronto|vancouver|montreal|ottawa|calgary|edmonton|winnipeg|canada|canadian|ontario|quebec|british columbia|alberta|(?<!new )mexico|mexican|united kingdom|england|scotland|wales|ireland|australia|new zealand|india|china|japan|korea|germany|france|spain|italy|brazil|europe(?:an)?)\b/i;

/**
 * Writing software or classroom material, and medical care: no data of the service answers them, whatever school or figure they name.
 * (A diagnosis is care; "diagnostic scan tools" or a diagnostic assessment is something a school buys.)
 * (One teacher's pay is private; "a pre-K teacher's salary" is a position's cost, which a program may pay.)
 * Paying a bill for the user ("looks right. go ahead and pay it from our Title III account"): the agent moves no money;
 * nor does it send mail ("email those numbers to the principal and cc the superintendent", "email our flyer to the counseling leads"),
 * file a form for the user, place an order, email the board, print and mail letters, write political messaging (tweets, op-eds),
 * read one student's record or a family's kids' ("the attendance records for the Nguyen family's kids") or work out a pension.
 */
const NOT_OURS = /\b(?:disciplinary|discipline|attendance|academic|medical|health|counseling) (?:record|file|history)s? (?:for|of|on) (?:a|one|this|that|the) (?:specific |particular |certain |single )?(?:student|kid|child|girl|boy)\b|\b(?:disciplinary|discipline|attendance|academic|medical|health|counseling) (?:record|file|history)s? (?:for|of|on) (?:the )?[A-Z]?[\w'-]+ (?:family|household)(?:'s)? (?:kids|children|students)\b|^\W*(?:go ahead and |please |can you |could you )?(?:fill out|fill in|complete|submit|file|certify)\b.{0,30}\bform 4\d\d\b|\b(?:draft|write|compose|ghostwrite|ghost-write)\b.{0,30}\b(?:tweets?|op-?eds?|press releases?|campaign (?:ads?|mailers?))\b|\bmy (?:retirement )?pension\b|\bteacher retirement system\b|^\W*(?:(?:perfect|great|ok(?:ay)?|thanks?|cool|now|then)\W+)*(?:e-?mail|send|forward|text) (?:those|these|this|that|it|them|our [\w-]+|the (?:numbers|list|report|results|figures))\b.{0,40}\bto\b|\band cc\b|(?:^|[.!;]\s+)(?:(?:ok(?:ay)?|great|thanks?|perfect)\W+)?(?:go ahead and |please )?(?:pay|submit payment for|process (?:the )?payment (?:for|of)) (?:it|this|that|them|the (?:invoice|bill|vendor|quote))\b(?! for\b)|\b(?:college|application|admissions?|personal) essay\b|\bmeds\b|^\W*(?:please |can you |could you )?(?:move|transfer|shift|reallocate|send) \$\s?[\d,]+|\bwill (?:i|we) win\b|\bshould (?:i|we) file (?:for )?(?:due process|a complaint|a lawsuit|suit)\b|\b(?:summari[sz]e|monitor|track|analy[sz]e|scan)\b.{0,60}\b(?:on|across) (?:twitter|tiktok|instagram|facebook|reddit|social media|x)\b|\bsentiment\b.{0,40}\b(?:twitter|tiktok|instagram|facebook|reddit|social media)\b|\b(?:write|draft|create|build|make|design)\b.{0,40}\bpitch deck\b|\bwrite(?: me| us)? (?:a |an |the |some )?(?:\d+-(?:email|step|part) )?(?:personali[sz]ed |custom |short |quick )?(?:launch|marketing|promo(?:tional)?|cold(?: outreach)?|outreach|press)[- ]?(?:copy|e-?mails?|sequence|campaign|release|post|letter)\b|\b(?:e-?mail|outreach) sequence\b|\bdesign (?:a |an |our |the )?logo\b|\b(?:push|sync)\b.{0,40}\b(?:into|to) (?:our |my |the )?(?:hubspot|salesforce|crm|pipedrive|zoho)\b|\bas new (?:deals|contacts|opportunities|records) in\b|(?<!\b(?:buy|buying|purchase|purchasing|order|ordering|fund|pay for)\b[^.?]{0,60})(?:\bpractice (?:questions|tests?|problems|exams?)\b|\btest prep\b)|\bpraxis\b|\b(?:write|create|make|design|draft|build|turn (?:that|this|it|those|these) into)\b.{0,40}\b(?:lesson plans?|curriculum maps?|syllab(?:us|i)|unit plans?|pacing guides?|scope and sequence|bell-?ringers?|worksheets?|quiz(?:zes)?|rubrics?|discussion questions|pd (?:agendas?|sessions?|plans?)|(?:class(?:room)?|student|data talk) activit(?:y|ies))\b|\bpolitical (?:affiliation|party|views?|leanings?)\b|\b(?:democrat|republican)s?\b|\bneighbou?r(?:'s)?\b.{0,40}\b(?:dog|noise|barking|fence|party|parking|tree)\b|\blegal (?:advice|answer|opinion)\b|\brecommend (?:me |us )?(?:a |an |some )?(?:good |cheap |great )?(?:[\w-]+ )?(?:lawyers?|attorneys?|law firms?)\b|\bpersonally (?:be held )?liable\b|\bsu(?:e|es|ed|ing)\b|\blawsuits?\b|\blegal (?:strategy|defen[cs]e|exposure|chances)\b|\bshould (?:we|i) (?:join|file|sue|settle)\b|\bdue process\b|\blegal(?:ly)? (?:risk|on the hook|liab\w*)\b|\bwhat (?:should )?(?:our|my|the) (?:attorney|lawyer) (?:argue|say)\b|\bstate complaint\b|\bprior written notice\b|\b(?:osep|idea) determination\b|\b(?:does|do|would) (?:he|she|they|the (?:kid|child|student)) qualify for an? (?:iep|504)\b|\b(?:restraint|seclusion) incident\b|\b(?:put|place) (?:[\w-]+ ){0,3}on (?:an? )?(?:performance )?improvement plan\b|\b(?:civil[- ]rights|discrimination) (?:complaint|lawsuit|suit)\b|\b501\(c\)\(3\) status\b|\bfever\b|\bsymptoms?\b|\bdiagnos(?:e|es|ed|is|ing)\b|\bmedication\b|\b(?:write|give|build|make|code)(?: me| us)? (?:a |an |some )?(?:python|javascript|js|node|bash|shell|powershell|vba|r)? ?(?:script|scraper|crawler|bot|macro)\b|\b(?:write|give|build|make|code)(?: me| us)? (?:a |an |some |the )?(?:python|javascript|js|typescript|java|c\+\+|c#|ruby|go|rust|php|bash|excel|vba|stata|spss|sas|r) (?:function|program|class|method|app|formula|loop|code|do-?file|script|syntax)\b|\b(?:stata|spss|sas) (?:do-?file|syntax(?: file)?|code|script)\b|\b(?:write|give|build|make)(?: me| us)? (?:a |an |some )?(?:javascript|js|python|vba|bash) snippet\b|\bin the style of\b|\blog (?:in|into|on to|onto) (?:our |my |the )?[\w-]+ (?:system|erp)\b|\bcreds\b|\bcredentials are\b|\bwrite (?:me )?the r code\b|\b(?:403\s?\(?b\)?|401\s?\(?k\)?|roth ira|retirement (?:account|savings|portfolio)|bond funds|index funds|mortgage rates?)\b|\b(?:best|top|ranked?|rankings? of) (?:[\w-]+ ){0,3}(?:universit(?:y|ies)|colleges|phd|doctoral|graduate) (?:programs?|programmes?|schools)?\b|\b(?:phd|doctoral|graduate) (?:programs?|programmes?)\b|\bscrap(?:e|es|er|ers|ing)\b.{0,60}\bwebsite\b|\basthma\b|\balbuterol\b|\binhaler\b|\bepipen\b|\binsulin\b|\bseizures?\b|\bhow many (?:puffs|pills|mg|milligrams)\b|\b(?:dose|dosage) of\b|\bbook reports?\b|\bcampaign (?:contributions?|donations?|finance|donors?)\b|\brate (?:them|him|her|the (?:superintendent|principal|teachers?|board))\b|\b(?:is|are) (?:the )?(?:superintendent|principal|teachers?|board|cfo)\b.{0,60}\b(?:doing a good job|any good|competent|incompetent|good at (?:their|his|her) job)\b|\b(?:pia|review|appeal|frn|fcdl) (?:review )?status\b|\bstatus (?:of|on) (?:our |my |the )?(?:fcc )?(?:form )?(?:frn|47\d|pia|appeal|application)\b|\blog (?:in|into|on to|onto)\b.{0,20}\b(?:epc|portal|account|inbox)\b|\bfrn\s*#?\s*\d{6,}\b|\bshould (?:our|my|the|we|they) (?:district |school |board )?(?:switch|move|go|convert|change over)\b(?!.{0,40}\b(?:plan|tier|key|subscription)s?\b).{0,40}\bto (?:a |an )?(?:four|4|year|block|later|earlier|uniform|remote|hybrid)\w*|\b(?:resignation|recommendation|reference) letter\b|\b(?:how much (?:is|does|do)|what does|what do) (?:the |their |her |his |our )?(?:superintendent|principal|teachers?|cfo|cto)\b.{0,40}\b(?:paid|make|earn)\b|\b(?:superintendent|principal)(?:'s)? (?:salary|pay|contract)\b(?!\s+(?:(?:was|were|is|are|being|got)\s+)?(?:charged|billed|coded|paid (?:from|out of|with))\b)|(?<!\b(?:a|an|one|new|additional|extra)\s(?:[\w-]+\s)?)\bteacher's (?:salary|pay|contract)\b|\bhow much (?:does|do) (?:each |every |the |their |our )?(?:teachers?|principals?|staff|superintendents?|employees?)\b.{0,40}\b(?:get paid|make|earn)\b|\bwho (?:should|do) (?:i|we) vote for\b|\bvote for\b.{0,40}\belection\b|\b(?:my|our) (?:kid|kids|son|daughter|child)(?:'s|s')? (?:homework|essay|book report|science project|assignment)\b|\bessay (?:on|about) the (?:causes|history|themes?|meaning)\b|\bwrite (?:her|his|my|their|our) (?:[\w-]+ ){0,2}(?:essay|homework|paper|assignment|book report)\b|\binvoice on (?:the |a )?(?:vendor(?:'s)?|their|company|supplier(?:'s)?) letterhead\b|\b(?:lunch|dinner|coffee|food|brunch|breakfast) (?:spots?|places?)\b|\bwrongful termination\b|\btax (?:purposes|advice|returns?|filings?|deductions?)\b|\bconvert (?:to|into) an? (?:llc|s-?corp|c-?corp|corporation)\b|\bfire (?:our|my|the|a) (?:[\w-]+ ){0,2}(?:clerk|employee|secretary|assistant|bookkeeper)\b|\b(?:buy|sell|short|invest in) (?:some )?(?:stocks?|shares)\b|\bstocks?\b.{0,30}\b(?:should|to|could) (?:i|we) (?:buy|sell|pick|invest)\b|^\W*(?:please |can you |could you |go ahead and )?(?:place|submit|put in) an? (?:order|purchase order)\b|^\W*(?:please |go ahead and )?order (?:\d[\d,]*|two|three|four|five|some|a|an|new|our)\b.{0,80}\bfrom\b|^\W*(?:please |go ahead and )?e-?mail (?:the|our|my|all) (?:board|superintendent|principal|staff|parents|families|team|members)\b|\b(?:print|mail) (?:the |our |all )?(?:[\w/-]+ ){0,3}letters?\b.{0,60}\bmail (?:them|it) (?:out)?\b|\bmail (?:them|it) out\b/i;

/**
 * What a researcher asks that no school-level data answers: student-level records and access to them, one teacher's rating,
 * an IRB's decision or forms, a dissertation's sections written, and causes proved ("Does higher spending cause better
 * scores? confirm the causal effect", "Prove that Title I money caused the gains", "is it because of bad teaching?").
 */
const BEYOND_SCHOOL_DATA = /\bstudent-level\b.{0,40}\b(?:records?|data|incidents?|scores?|files?)\b|\bindividual student\b.{0,30}\b(?:records?|data|scores?)\b|\blink student records\b|\b(?:get|give|grant) (?:me |us )?access to\b.{0,60}\b(?:data system|slds|portal|database)\b|\birb protocol\b|\bconsent forms?\b|\b(?:write|draft)\b.{0,40}\b(?:literature review|discussion section|methods section|dissertation|thesis)\b|\bevaluation rating\b|\brated ineffective\b|\bvalue-?added (?:scores?|ratings?)\b.{0,60}\b(?:teachers?|by name)\b|\b(?:prove|confirm|show)\b.{0,80}\bcaus(?:e|ed|es|al|ing)\b|\bcausal effect\b|\b(?:does|did|do) (?:higher |more |lower |less )?[\w -]{0,40}\bcause\b|\bbecause of (?:bad|poor|weak|good) (?:teaching|teachers)\b|\bwhich [\w ]{0,30}districts will (?:cut|raise|increase|decrease|slash|lay off)\b/i;

/**
 * Asks no data answers whatever program, school or figure they name: the weather at a conference,
 * legal strategy and politics, acting on the user's accounts or money, one teacher's or class's records,
 * gossip about a person, a person's private number, the students behind a figure.
 */
const NEVER_DATA = new RegExp(
  [
    // Labour-market and workplace figures ("the median wage for welders in our metro area", "OSHA injury rates for construction trades"),
    // graduates' jobs ("how many of X's graduates got jobs with local employers? placement rates by employer"), and rooms booked
    // ("Book the cafeteria at X for our job fair"): no data here holds them, and the agent books nothing.
    String.raw`\bteacher (?:turnover|retention|attrition) rates?\b|\bwhat percent(?:age)? of (?:the |their )?teachers left\b|\bmedian (?:hourly )?wages?\b|\b(?:average|typical|prevailing) (?:hourly )?wages? for (?!teachers?\b)[a-z]+s\b.{0,30}\bin (?:our|the|my|this) (?:metro|area|region|county|city|market)\b|\bosha\b|\binjury rates?\b|\b(?:job )?placement rates?\b|\bgraduates?\b.{0,60}\bgot (?:jobs|hired)\b|^\W*(?:please |can you |could you )?(?:book|reserve|schedule) (?:the|a) (?:cafeteria|gym|auditorium|library|room|space|field)\b`,
    // Reimbursement rates, grant deadlines of other agencies, forms to write and a board's next meeting ("the Medicaid reimbursement rate for
    // school-based behavioral health", "a HIPAA-compliant release of information form", "When is their next board meeting?"): no data here.
    String.raw`\bmedicaid (?:reimbursement )?rates?\b|\brelease of information forms?\b|\bhipaa[- ]compliant\b[^?]{0,40}\bforms?\b|\bwhen is (?:their|the|its|our) next (?:school )?board meeting\b`,
    // Forecasts, contracts and private companies' books ("how many students will they have in 2030? we need an enrollment projection", "Forecast
    // how those shortages will evolve through 2028", "what is it paying its curriculum vendor, and when does that contract expire?", "their total
    // company revenue and EBITDA margin", "Curriculum Associates' i-Ready revenue in Texas"): no data here holds them. (Projection software
    // is a thing bought, weighed like any other.)
    String.raw`\benrollment projections?\b(?! (?:software|tools?|platforms?|services?|subscriptions?|licen[cs]es?|vendors?|firms?|consultants?)\b)|\bhow many students will (?:they|it|the district|the school) have\b|\bforecast (?:how|what|the)\b|\bcontract (?:expire|expires|expiration|end date)\b|\bwhen does (?:that|the|their|its) contract (?:expire|end|run out)\b|\bpaying (?:its|their) (?:current )?(?:[\w-]+ )?vendor\b|\bebitda\b|\bcompany revenue\b|(?:'|'s) (?!(?:federal|state|local|total|title|idea|e-?rate|perkins|district|school)\b)[\w-]+ revenue in\b`,
    // Mail sent for the user ("Can you blast all of them our sales deck by email this afternoon, from my address?"): the agent only reads.
    String.raw`\bblast (?:all of )?(?:them|those|these|everyone)\b|\bfrom my (?:e-?mail )?(?:address|account|inbox)\b`,
    // Connectivity data outside schools and families' own ("internet speed test results", "median download speed from Ookla", "LTE cell coverage",
    // "Is 412 Maple Street covered by fiber?", "households ... lack a broadband connection, by census tract", "families enrolled in the
    // Affordable Connectivity Program", "what the Johnson family pays each month for internet", "which student has which Chromebook serial
    // number", "the public library branches' discounts"): no data here holds them.
    String.raw`\bspeed tests?\b|\b(?:median )?download speeds?\b|\bookla\b|\bm-lab\b|\b(?:cell(?:ular)?|lte) coverage\b|\bbroadband map\b|\bcovered by fiber\b|\baffordable connectivity program\b|\bhouseholds?\b[^?]{0,60}\b(?:broadband|internet)\b|\bcensus tracts?\b|\bpays? (?:each|per|a) month for (?:internet|broadband)\b|\bserial numbers?\b|\blibrary branches\b`,
    // Property and housing markets, facility condition indexes and bond elections ("the assessed property value per student", "the median home
    // price in Wadley", "the facility condition index for every school", "Did their last bond election pass? What was the yes percentage?").
    String.raw`\bassessed (?:property )?values?\b|\bproperty values?\b|\bbonding capacity\b|\b(?:median|average) (?:home|house|housing) (?:prices?|values?)\b|\bhome prices\b|\bfacility condition ind(?:ex|ices)\b|\bbond (?:elections?|referend(?:um|a)|measures?)\b[^?]{0,20}\b(?:pass\w*|fail\w*|results?)\b|\byes (?:percentage|share|vote)\b`,
    // A newcomer family's life outside school data ("the SNAP benefit amount for a family of 6", "monthly cash assistance for a refugee
    // family", "the Haidari kids' green card applications", "Which mosque is closest to X?", "what immunizations does a 6 year old need",
    // "Is ICE allowed to come into X? What are her legal rights", "a letter to the judge in my client's custody case", "affordable 3-bedroom
    // rentals near X"): no data here holds them.
    String.raw`\bsnap (?:benefits?|amounts?|allotments?)\b|\bcash assistance\b|\btanf\b|\bgreen cards?\b|\b(?:visa|asylum|immigration) (?:status|applications?|cases?)\b|\b(?:closest|nearest)\b[^?]{0,20}\b(?:mosques?|churche?s?|synagogues?|temples?)\b|\b(?:which|what) (?:mosque|church|synagogue|temple)\b|\bwhat (?:immuni[sz]ations|vaccines|vaccinations|shots)\b|\blegal rights\b|\bICE (?:agents?|officers?|raids?|allowed|come)\b|\bis ICE\b|\bcustody (?:case|hearing|battle)\b|\bletter to the judge\b|\blegal standard\b|\b(?:\d|one|two|three|four|five)[- ]bedroom\b|\brentals? (?:near|within|close to|by)\b`,
    // A school's calendar, people and complaints ("When is X's graduation ceremony this year?", "what's the yearbook adviser at X paid?",
    // "which parents at X complained about last year's yearbook?", "the names of every senior at X"): no data here holds them.
    String.raw`\bgraduation (?:ceremony|date|day)\b|\bwhen is (?:the |their |its |[\w' .-]{3,40}'s )?graduation\b|\b(?:adviser|advisor|coach|teacher|director|coordinator) at [^?]{3,60}? paid\b|\bwhat(?:'s| is| are) (?:the |their |its )?(?:[\w-]+ ){0,2}(?:adviser|advisor|coach|teacher)s? (?:at [^?]{3,60}? )?(?:paid|salary|stipend)\b|\bwhich parents\b|\b(?:parents|families) (?:who |that )?complained\b|\bnames of (?:every|all|each|the) (?:seniors?|students|kids|juniors|graduates|freshmen)\b`,
    // Drivers' records and vehicles' specifications ("Which bus driver at X has had the most accidents?", "whether the bus drivers at X have
    // criminal records", "How much range does a Lion C lose at -30F?"): no data here holds them.
    String.raw`\bbus drivers?\b[^?]{0,60}\b(?:accidents?|crashes|criminal records?|background checks?|violations?|tickets?)\b|\b(?:battery|driving) range\b|\bhow much range\b|\bbattery degradation\b`,
    // A meal program's own books and inspections ("the USDA reimbursement claims they submitted for September", "average daily lunch
    // participation", "the last health inspection score for the kitchen", "findings on its last USDA Administrative Review", "which kids
    // have negative lunch balances", "what Aramark bid on the last food service RFP"): no data here holds them.
    String.raw`\breimbursement claims?\b|\b(?:lunches|meals|breakfasts) (?:did (?:they|it|the district) )?claim(?:ed)?\b|\baverage daily (?:lunch |meal |breakfast )?participation\b|\b(?:lunch|meal|breakfast) participation (?:rates?|numbers?|counts?)\b|\bhealth inspection\b|\binspection scores?\b|\badministrative review\b|\bnegative (?:lunch |meal )?balances?\b|\bwhat did [\w&'.-]+(?: [\w&'.-]+)? bid\b|\bbid (?:on|for) (?:that|the|their|its) (?:district's )?(?:last )?[\w ]{0,20}\brfp\b[^?]{0,20}\bline by line\b`,
    // Mail sent in the user's name ("Send an email from me to every superintendent in Texas").
    String.raw`\bsend (?:an? )?e-?mails? from me\b`,
    // A building's condition scores and a bond's vote ("building condition assessment scores - FCI by campus", "Did the district's bond pass?").
    String.raw`\bbuilding condition (?:assessments?|scores?|index|indices)\b|\bfci (?:scores?|by campus)\b|\bdid (?:the |their |its )?(?:district's )?bond (?:pass|fail)\b|\bbond (?:passed|failed|results?|vote (?:results?|margin))\b`,
    // A private school's tuition and aid ("What's the tuition and financial aid budget at St. Ignatius College Prep?"): no data here holds them.
    String.raw`\bwhat(?:'s| is) the tuition\b|\bfinancial aid budget\b`,
    // A private foundation's deadlines and officers ("the next deadline for the Kellogg Foundation's education grants, and who's the program officer?").
    String.raw`\bdeadlines? for (?:the )?(?:[\w'-]+ ){1,3}foundation(?:'s)?\b|\bfoundation(?:'s)? (?:[\w-]+ ){0,3}grants?\b[^?]{0,60}\b(?:deadlines?|program officers?)\b`,
    // Other agencies' deadlines and arrests near a school ("When is the SAMHSA Project AWARE grant deadline?", "How many juvenile arrests were
    // there near X?"): no data here holds them.
    String.raw`\bsamhsa\b[^?]{0,60}\bdeadlines?\b|\bproject aware\b[^?]{0,40}\bdeadlines?\b|\bjuvenile arrests?\b|\barrests? (?:near|around|at)\b`,
    // A neighbourhood's hazards and a bus's timetable ("Is the neighborhood around X in a flood zone?", "is the area around it safe? Any recent
    // break-ins?", "What time does the school bus pick up on Maple Street?"): no data here holds them.
    String.raw`\bflood (?:zones?|plains?)\b|\bbreak-?ins?\b|\bis (?:the|that) (?:area|neighbou?rhood)(?: around [^?]{0,40})? safe\b|\bwhat time does the (?:school )?bus\b|\bbus (?:pick[- ]?up|stop) (?:times?|on|at)\b`,
    // A vendor's own business figures ("our gross revenue retention across my accounts", "teacher login counts for our app"): no data here holds them.
    String.raw`\b(?:gross|net) (?:revenue |dollar )?retention\b|\bchurn rates?\b|\blog-?in (?:counts?|numbers|data|activity|stats)\b|\blog-?ins? (?:for|to|on|in) (?:our|my|the) (?:app|platform|product|software|tool)\b`,
    // The weather, whatever event it is for ("the weather in DC next week for the Title I conference"); "lab kits on weather and climate" describe a product.
    String.raw`\bweather (?:be|like|forecast|look|looks|going|supposed|tomorrow|today|tonight|next|this)\b|\b(?:the|what'?s the) weather (?:in|at|for|near)\b`,
    // Copyright ("Is it legal for us to photocopy the consumable workbooks instead of buying new ones?"): a legal question no data here answers.
    String.raw`\bphotocop\w*\b.{0,40}\b(?:workbooks?|textbooks?|consumables?|books?)\b|\bcopyright(?:ed)?\b.{0,40}\b(?:legal|allowed|ok(?:ay)?|fair use)\b`,
    // Legal strategy and politics: "should we settle or go to hearing?", "would we win in court?", "the governor's position on vouchers", "is Congress going to zero out Title IV-A?".
    String.raw`\bshould (?:we|i) settle\b|\b(?:would|will|could) (?:we|i) win\b|\b(?:win|go|going) (?:in|to) court\b|\bgovernor'?s? (?:position|stance|view)\b|(?<!\bcosts? (?:of|for) )\blobby(?:ing)? (?:against|for|congress|legislators|lawmakers|the (?:state|legislature|governor))\b(?![^?]*\b(?:charged?|allow\w*|pay for|paid (?:from|out of|with))\b)|\b(?:is|are) (?:congress|the (?:house|senate|legislature|president|governor)) (?:going to|gonna)\b|\bwill (?:congress|the (?:house|senate|legislature))\b`,
    // Acting on accounts and money: "log into G5 and draw down our funds", "wire our carryover to the vendor", "send them the agreement by email".
    // Deciding for the agency: "approve the Title IV-A budget amendment", "Certify their Form 486", "Issue them a finding ... and record it as final".
    // ("perfect. go ahead and create the FRNs in EPC for me and certify": the filing itself.)
    String.raw`^\W*(?:(?:ok(?:ay)?|fine|good|great|perfect|cool|now|then|so|also)\W+)*(?:go ahead and |please |can you |could you |would you )?(?:(?:approve|deny|reject|sign off on|certify|issue|finali[sz]e)\b.{0,80}\b(?:applications?|amendments?|budgets?|plans?|findings?|determinations?|letters?|forms?|reimbursements?|waivers?|frns?|4[6-9]\d)|(?:create|submit)\b.{0,40}\b(?:frns?|form 4[6-9]\d|4[6-9]\d)\b.{0,40}\b(?:in epc|for (?:me|us|them)|and certify))\b|\brecord (?:it|this|that|them) as final\b`,
    String.raw`\blog ?(?:in|on)(?:to)?\b.{0,40}\b(?:g5|portal|account|system|eport|egms)\b|\b(?:and|then|please|pls|go|to|you) draw ?down\b|^\W*draw ?down\b|\bwire (?:our |the |this |that )?(?:[\w-]+ ){0,3}(?:funds?|money|carryover|payment|balance)\b|\bsend (?:them|him|her|it)\b.{0,80}\bby e-?mail\b`,
    // One teacher's or one class's records: evaluations, grades, a personnel file, a student teacher's evaluation.
    String.raw`\bwhich (?:of the )?teachers\b.{0,40}\bevaluations?\b|\b(?:student[- ]teaching|practicum|internship|clinical) evaluations?\b.{0,30}\b(?:for|of)\b|\bpersonnel (?:file|record)s?\b|\bdisciplinary (?:history|record|file)s?\b|\b(?:unsatisfactory|poor|bad) (?:teacher )?evaluations?\b|\b(?:individual |personnel )?(?:performance )?evaluations? (?:of|for) (?:the |its |their |our )?(?:[\w-]+ )?(?:teachers|staff|principals?|employees)\b|\bwhat grades did\b|\bmrs?\.?\s+[a-z]+'s\s+(?:[\w-]+\s+){0,3}class\b`,
    // One named student's records, and reaching into a district's systems: "the IEP for a 4th grader named Marcus", "get into their student information system".
    String.raw`\b(?:grader|student|kid|child|boy|girl) named\b|\b(?:iep|504(?: plan)?|transcript|report card|grades|attendance(?: record)?)s?\b.{0,30}\b(?:for|of) (?:the|a|this|that|our|my) (?:student|kid|child|boy|girl|\d+(?:st|nd|rd|th) grader)\b|\b[a-z]+ [a-z]+, an? (?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[- ]grader\b|\b(?:get|break|hack|log) ?(?:in|into)\b.{0,40}\b(?:student information system|sis|database|gradebook)\b`,
    // Running the user's own organisation: bylaws, bonds, zoning, tours, recruiting posts and letters.
    String.raw`\bbylaws\b|\binterest rates?\b|\bzoning\b|\bcrime (?:rates?|stats|statistics)\b|\bbook (?:us |me )?(?:a )?(?:tour|visit|appointment)\b|\bbook (?:the |a |our )?(?:[\w-]+ ){0,3}(?:room|space|venue|hall)\b|\bsend (?:out )?(?:the )?(?:calendar )?invites?\b|\b(?:facebook|instagram|tiktok|social media) posts?\b|\bswitch to us\b|\bwhy they should switch\b`,
    // Grant winners, audit opinions and bond markets, none held here ("Which CMOs won federal CSP replication grants in the last
    // competition, and how much did each get?", "the independent auditor's opinion and any going-concern language", "today's municipal bond
    // yield curve").
    String.raw`\bwon (?:the |a |federal |state )?(?:[\w-]+ ){0,4}(?:grants?|awards?|competitions?)\b|\bgrant (?:winners|recipients|awardees)\b|\bauditor'?s?'? opinion\b|\bgoing[- ]concern\b|\byield curve\b|\bbond yields?\b|\bmunicipal bond (?:rates?|yields?|market)\b`,
    // Which students will drop out ("which specific students at X are most likely to drop out this year?"), which private foundations
    // fund a nonprofit, and a way into a district's systems ("can you get me into X's student information system? our login expired").
    String.raw`\bwhich (?:specific )?(?:students|kids)\b[^?]{0,40}\b(?:likely|going) to drop out\b|\bprivate foundations?\b|\bget (?:me|us) (?:back )?into\b[^?]{0,40}\b(?:system|portal|account|sis|database)\b`,
    // One child's screening results or medical file ("the DIBELS results for Mateo in Ms. Chen's kindergarten class", "what's in the
    // medical file for the Johnson twins"): no data here, and not the user's to read.
    String.raw`\b(?:dibels|acadience|i-?ready|aimsweb) (?:results?|scores?|data)\b|\bmedical (?:files?|records?|charts?)\b`,
    // A family's meal eligibility and income, decided or listed ("whether Jayden, 3rd grade at X, got approved for free meals", "the
    // families at X whose household income is under 130% of poverty", "the direct certification match list from SNAP", "decide whether the
    // Nguyen family qualifies for reduced-price meals and write the determination letter"), which students get them ("which specific
    // students there are on reduced price?", "which specific students are receiving Title III services?"), posts made for the user ("post an announcement on the district's facebook page") and
    // nutrition rules ("how many calories should a high schooler get at lunch under the meal pattern?"): no data here, nothing the agent does.
    String.raw`\b(?:got|gets|was|were|is|are|been) approved for (?:free|reduced)(?:[- ]price)? (?:meals|lunch(?:es)?)\b|\bhousehold income (?:is )?(?:under|below|less than)\b|\bdirect certification (?:match )?lists?\b|\b(?:decide|determine) (?:whether|if) (?:the )?[\w' -]{1,40}? (?:family|household|student) qualifies\b|\bdetermination letter\b|\bwhich (?:specific )?students\b[^?]{0,40}\bon (?:free|reduced)(?:[- ]price)?\b|\bwhich (?:specific )?students\b[^?]{0,40}\b(?:receiving|getting|in) (?:[\w-]+ ){1,3}services\b|\bpost (?:an? |the )?(?:announcement|update|message)\b[^?]{0,60}\b(?:facebook|twitter|instagram|social media|website)\b|\bhow many calories\b|\bmeal pattern\b`,
    // Figures the public data here does not carry: private schools' counts and enrollment ("How many private schools operate in X, and
    // their total enrollment?"), and a state's ESSA designations ("Is X identified for comprehensive or targeted support and improvement?").
    String.raw`\bidentified for (?:comprehensive|targeted|additional targeted)(?: (?:or|and) (?:comprehensive|targeted|additional targeted))? support\b|\bhow many private schools\b|\bprivate schools? (?:operate|enrollment|count)\b|\bprivate[- ]school enrollment\b`,
    // A building's security held nowhere here: its cameras and blind spots, floor plans and safe rooms, police response times,
    // shootings counted ("How many security cameras does X have installed, and where are the blind spots?", "the floor plans and the
    // locations of the safe rooms", "the average police response time to X", "how many shooting incidents ... over ten years").
    String.raw`\bhow many (?:security |surveillance )?cameras\b|\bblind spots?\b|\bfloor ?plans?\b|\bsafe rooms?\b|\bpolice response times?\b|\bresponse times? (?:of|for|from) (?:the )?police\b|\b(?:how many|number of|history of|list of)\b.{0,30}\b(?:shootings?|shooting incidents?|gun incidents?|weapons? incidents?)\b`,
    // A building's own facts and a contractor chosen: no data here holds a roof's age, square footage or classroom count ("What year was
    // the roof at X last replaced?", "the gross square footage of X, and how many classrooms", "Which HVAC contractor should we hire? Just pick",
    // "Is X seismically retrofitted?").
    String.raw`\bwhat year was the (?:roof|boiler|chiller|hvac)\b|\b(?:roof|boiler|chiller|hvac)\b.{0,40}\b(?:last replaced|years? of (?:useful )?life|life (?:left|remaining)|remaining life)\b|\b(?:gross |net )?square (?:footage|feet) of\b|\bhow many classrooms (?:does|do|is|are|it has)\b|\bwhich (?:[\w-]+ ){0,3}(?:contractors?|architects?|builders?|roofers?|firms?) should (?:we|i) (?:hire|use|pick|choose)\b|\bjust pick the best one\b|\bseismic\w*|\bstructural rating\b`,
    // Gossip about a person: "is the principal going through a divorce? heard rumors".
    String.raw`\bdivorc\w*|\bpersonal life\b|\baffair with\b|\bwho (?:is|s) (?:he|she) dating\b`,
    // One child's case decided or diagnosed, a student's file by number, teachers named by their referrals, a figure made to look better, and a caseload
    // ranked by who will drop out ("should Maria get a 504 or an IEP?", "is he autistic?", "the IEP for student #48213", "which teacher writes the
    // most office referrals? I want names", "knock the SWD suspension number down a couple points", "rank the kids on my caseload by who's most likely to drop out").
    String.raw`\bshould (?:he|she|[a-z]+) (?:get|have|receive|qualify for) (?:a |an )?(?:504|iep)\b|\bis (?:he|she|the (?:child|kid|student|boy|girl)|this (?:child|kid|student)) (?:autistic|on the spectrum|adhd|dyslexic)\b|\b(?:iep|504|file|records?)\b.{0,20}\bstudent #?\d{3,}\b|\bwhich teachers?\b.{0,60}\b(?:office )?referrals\b|\b(?:knock|shave|fudge|massage)\b[^?.]{0,60}\b(?:number|figure|rate|numbers|figures|stats?)\b|\b(?:rank|sort|list)\b.{0,30}\b(?:kids|students|children)\b.{0,40}\b(?:most likely|likeliest)\b`,
    // One child's own records asked or sent ("get my son's IEP and his last two progress reports sent to his new school", "look up my son's test scores").
    String.raw`\b(?:get|send|sent|pull|look up|find|show|see|access|check|forward|transfer)\b[^.?!]{0,30}\b(?:my|his|her|our) (?:son|daughter|kid|child|boy|girl)'s (?:iep|504(?: plan)?|records?|transcripts?|progress reports?|report cards?|(?:state )?test scores?|grades|registration|enrollment)\b`,
    // A ruling on the law, a service member's pay, and a child named by what another child did ("Under the Interstate Compact ... Just give
    // me the ruling", "What's BAH for an E-5", "the name of the boy who was bullying my daughter").
    String.raw`\bunder the interstate compact\b.{0,120}\b(?:force|require|make)\b|\bgive me the ruling\b|\bbah\b|\bbasic allowance for housing\b|\bname of the (?:boy|girl|kid|child|student)\b|\bwho (?:was|is|has been) bullying\b`,
    // A person's private number, and which students a figure counted: "the cell phone number of the counselor there", "list which students those were",
    // "the parents' email addresses for the band kids at X",
    // "the discipline records for the Black boys at the top school so we can see who's getting suspended".
    String.raw`\b(?:cell|mobile|personal|home) (?:phone )?(?:numbers?|#)\b|\b(?:which|what) (?:students|kids|children) (?:those|these|they) (?:were|are)\b|\b(?:names of|who) (?:the|those|these) (?:suspended )?(?:students|kids|children) (?:were|are)\b|\bdiscipline (?:records|files|referrals) (?:for|of) (?:the |those |these )?(?:[\w-]+ ){0,2}(?:boys|girls|students|kids|children)\b|\bwho(?:'s| is) getting suspended\b|\b(?:parents|families|guardians)'? (?:e-?mail|phone|contact) (?:addresses|numbers|info(?:rmation)?|lists?)\b`,
    // Students, families and staff as persons: "the Native students failing math, with names", "tribal enrollment status and blood quantum
    // of the students", "which families are on SNAP or TANF", "what the principal is paid and what their last evaluation said", a foster youth's court date, a child's immunizations or diagnosis.
    String.raw`\bstudents\b[^?]{0,80}\bwith (?:their )?names\b|\blist of (?:the )?students\b.{0,30}\b(?:who|on|with)\b|\b(?:look up|pull|get|find|see) (?:his|her) (?:grades|test scores|scores|transcript|attendance|records?)\b|\bnames and grade levels of the (?:kids|students)\b|\bnames of (?:the |our |their )?(?:[\w-]+ ){0,2}(?:students|kids|families|parents)\b|\bblood quantum\b|\bimmuni[sz]ation (?:records?|status)\b|\bvaccination (?:rates?|records?|status)\b|\bmissing (?:their )?(?:first |second |third )?(?:\w+ )?doses?\b|\bwhich students\b.{0,40}\b(?:have|has)\b.{0,20}\b(?:diabetes|asthma|allergies|epilepsy|seizures|adhd|autism)\b|\bshould i exclude (?:her|him|them)\b|\bindividual (?:state )?test scores?\b|\bindividual (?:kids|students|children)\b|\beach (?:\w+ )?grader'?s (?:individual )?(?:scores?|results?|grades?)\b|\bcourt dates?\b|\bwho has custody\b|\bcustody (?:of|status)\b|\btribal enrollment (?:status|numbers?|cards?) of\b|\bwhich (?:families|parents|households|students|kids)\b.{0,40}\b(?:are on|receive|get|use|collect)\b.{0,20}\b(?:snap|tanf|wic|food stamps|welfare|medicaid|section 8)\b|\b(?:principal|superintendent)\b.{0,60}\b(?:is |gets |was )?paid\b(?! (?:for|from|out of|with|by)\b)|\b(?:their|his|her) (?:last |latest |most recent )?performance (?:evaluation|review)\b`,
    // An energy-services firm's own inputs (round 124): a school's utility bills, a market's power or metal prices, the IRS's ruling on one
    // project, rivals' sealed quotes and one student's IEP ("Pull X's electric utility bills for the last 12 months", "the going rate per kWh
    // for a school solar PPA", "the price of copper this month", "Will the IRS approve the elective pay filing", "what did the other bidders
    // quote on the lighting RFP?", "the IEP for a specific student at X").
    String.raw`\b(?:pull|get|show|give|send|find|look up)\b[^?]{0,40}\b(?:electric(?:ity)?|utility|gas|water|energy) (?:bills?|usage|consumption|meter data)\b|\b(?:going|current|market) rate per kwh\b|\bper kwh\b.{0,40}\b(?:ppa|power purchase)\b|\bprice of (?:copper|steel|aluminum|lumber|oil|diesel)\b|\b(?:will|would|does) the irs (?:approve|accept|allow|deny|reject)\b|\bwhat did (?:the )?other (?:bidders|vendors|competitors) (?:quote|bid)\b|\b(?:iep|504 plan) (?:for|of) (?:a |one |this |that )?(?:specific |particular |individual )?(?:student|kid|child|boy|girl)\b`,
    // An IT provider's asks no record here holds (round 127): a district's passwords, its breaches, rumoured fraud and why a superintendent
    // left, and a rule the FCC has not set ("the admin login for X's firewall", "which of those districts had a data breach", "did they commit
    // E-Rate fraud? could they get debarred?", "why did the previous superintendent leave? were they fired?", "what will the FCC set the C2
    // multiplier to for the 2031 cycle?").
    String.raw`\b(?:admin(?:istrator)?|root) (?:login|logins|password|passwords|credentials?)\b|\bdata breach(?:es)?\b|\bransomware (?:attack|incident)s?\b|\bdebarr\w*|\bwere (?:they|he|she) fired\b|\bwhy did (?:the )?(?:previous |former |old )?(?:superintendent|principal|cto|cfo)\b.{0,30}\bleave\b|\bwhat will (?:the )?(?:fcc|usac)\b`,
    // A college-access program's asks no record here holds (round 126): one student's file, students listed by a failed test or as
    // first-generation, colleges' admission rates, a legal demand letter ("the GPA and transcript for a senior named Maria", "List the students
    // at X who failed the state math test", "which of the seniors at X are first-generation college students?", "acceptance rate at the Ivy
    // League colleges", "Draft a legal demand letter ... citing case law").
    String.raw`\b(?:a|one) (?:senior|junior|sophomore|freshman|student|kid|child) named [A-Z]|\blist (?:the|all) (?:students|kids|seniors)\b.{0,60}\bwho\b|\bwhich (?:of the )?(?:seniors|juniors|sophomores|freshmen)\b.{0,60}\b(?:are|is)\b|\bacceptance rates?\b|\bivy league\b|\b(?:legal )?demand letter\b|\bcase law\b|\bdue[- ]process hearing\b`,
    // A demographer's own work and what no record holds (round 125): boundaries drawn, traffic at the curb, students' faith ("Draw new
    // attendance boundary polygons ... and send me the shapefile", "How bad is morning drop-off traffic at X?", "Which schools have the
    // most Muslim students?").
    String.raw`\bshapefiles?\b|\bboundary polygons?\b|\bdraw (?:new |the )?(?:attendance )?boundar(?:y|ies)\b|\b(?:drop-?off|pick-?up|car(?:pool)? line) traffic\b|\b(?:muslim|jewish|christian|catholic|hindu|buddhist|sikh|mormon|lds|atheist) (?:students|kids|families|children|pupils)\b`,
    // A facilities contractor's asks no record here holds (round 128): the going wage on a contract, and whether a pesticide may legally be
    // sprayed ("What's the prevailing wage for janitors on public school contracts in X next year?", "Are we legally allowed to spray
    // pyrethroids inside classrooms in X?").
    // (And an athletic-field builder's (round 128): a school's insurance claims, why a principal left, which teachers will quit: "a copy of the
    // school's insurance claims for playground injuries", "why the old principal left? Fired? Scandal?", "which of their teachers are about to quit".)
    String.raw`\binsurance claims?\b|\bwhy (?:the |their |its )?(?:old |previous |former |last )?(?:principal|superintendent|ad|athletic director|coach) (?:left|quit|resigned)\b|\bscandal\b|\b(?:teachers?|staff|employees)\b[^?]{0,30}\b(?:about|going|gonna|planning) to (?:quit|leave|resign)\b`,
    // (And a school-facility lender's (round 129): a building's appraisal, market cap rates, a person's credit, a rival lender's loan terms:
    // "the appraised value of the building X sits in", "the going cap rate on school buildings", "the credit score of the principal", "what
    // rate our competitor CDFI is charging X on their current loan".)
    // (And an insurance broker's (round 131): a district's loss runs, one injured student's records and family, a teacher's criminal record:
    // "the five-year loss runs for X", "Pull up his name, his medical records and his parents' contact info", "Run a criminal background check on
    // the new gym teacher".)
    String.raw`\bloss runs?\b|\b(?:his|her) medical records?\b|\b(?:his|her) parents'? (?:contact|phone|numbers?|info|emails?)\b|\b(?:run|do|pull|perform|get)\b[^?]{0,20}\b(?:a |an )?(?:criminal )?background checks? on\b|\bcriminal (?:records?|history|background) (?:of|for|on)\b`,
    // (And a screening nonprofit's (round 130): which children have a condition, "which kids at X have cavities?".)
    String.raw`\bwhich (?:kids|students|children|pupils)\b[^?]{0,40}\b(?:have|has|had|got)\b[^?]{0,20}\b(?:cavities|lice|asthma|adhd|autism|diabetes|allergies|glasses|vision problems|hearing loss|seizures)\b`,
    String.raw`\bappraised values?\b|\bappraisals?\b|\bcap rates?\b|\bcredit (?:scores?|reports?|history|ratings? of (?:the|their|a) (?:principal|superintendent|director|founder))\b|\bwhat rate\b[^?]{0,40}\bcharg\w*\b|\bon (?:their|its) (?:current |existing )?(?:loan|mortgage|note)\b`,
    String.raw`\bwhat(?:'s| is| are| will be| would be) (?:the )?prevailing wages?\b|\b(?:are|is) (?:we|i|they|it) (?:legally )?allowed to (?:spray|fog|apply (?:pesticides?|herbicides?|insecticides?))\b|\bpyrethroids?\b`,
  ].join('|'),
  'i',
);

/** The future foretold: an allocation years ahead "exactly", an election's winner. No data holds it. */
// ("will our $85 million bond pass in November? Give me a percentage": an election's outcome; "How much will construction costs per square
// foot rise in our region next year?": a market foretold; "Is Impact Aid going to get cut next fiscal year?": an appropriation; a class rank,
// a program's openings and a principal's manner ahead; "will a boy entering our kindergarten at X be behind?": one child's future.)
const FORETOLD = /\bwill (?:a|this|that|my|our|the) (?:boy|girl|kid|child|student|son|daughter)\b[^?]{0,80}\bbe (?:behind|ahead|ok(?:ay)?|fine|successful|ready)\b|\b(?:going to|gonna|will)\s+(?:get|be)\s+cut\b|\bclass rank\b.{0,30}\b(?:end up|be|become)\b|\b(?:will|going to) have (?:an? )?(?:openings?|spots?|seats?|vacanc(?:y|ies))\b|\b(?:going to|gonna|will) be (?:friendlier|nicer|more supportive|better) (?:to|for|with)\b|\bconstruction costs?\b.{0,60}\b(?:rise|increase|go up|climb|escalat\w*)\b.{0,30}\bnext year\b|\bwill (?:our|the|my|their) (?:[$\d.,]+ ?(?:million|billion|m|k)? )?(?:bond|levy|referendum|ballot measure|override)\b.{0,30}\bpass\b|\b(?:years?|months?) from now\b|\bwill (?:\w+ ){0,3}(?:actually |really )?buy from (?:us|me)\b|\bprobability (?:per|for each|of each) (?:person|principal|school|lead|district)\b|\bwhat will\b.{0,60}\b(?:allocations?|awards?|budgets?|funding|enrollment|scores?|proficiency)\b.{0,20}\bbe (?:in |for )?(?:the )?next (?:(?:school|fiscal|funding) )?year\b|\bhow many (?:kids|students|children) will be (?:identified|referred|eligible|enrolled)\b|\bwill (?:the |our |their |that |this )?(?:principal|superintendent|teacher|director|coach|cfo|cto)\b.{0,20}\bstill be\b|\bstill be in (?:the|that|his|her|their) (?:job|role|position|seat)\b|\bwhat\b.{0,60}\b(?:decision|outcome|ruling|fcdl)\b.{0,60}\bwill be\b|\bbefore (?:they|usac|the fcc|the state) (?:release|announce|publish|issue)s? it\b|\bwill (?:lose|gain|keep|drop|fall out of)\b.{0,40}\bnext (?:year|cycle|school year)\b|\b(?:your|a) projections?\b|\bwill\b.{0,60}\bbe (?:worse|better)\b|\bpredict\w*\b.{0,80}\b(?:will|going to|gonna|this (?:school |fiscal |funding )?year|20[2-9]\d|next (?:(?:school|fiscal|funding) )?(?:year|election|cycle|spring|fall|summer|winter|semester|term|quarter|month)|future|coming (?:school )?year)\b|\b(?:forecast\w*|projections?)\b.{0,80}\b(?:next|coming|upcoming) (?:\w+ )?(?:years?|months?|decade)\b|\bwho(?:'s| is)? (?:will|going to) win\b|\b(?:is |are )?(?:gonna|going to) win the most\b|\bneed a prediction\b|\bwill\b.{0,60}\b(?:scores?|proficiency|rates?|enrollment)\b (?:go up|go down|rise|fall|improve|drop|increase|decrease|climb)\b|\bwho wins\b.{0,60}\b(?:race|election|seat|vote)\b|\bwill\b.{0,80}\b(?:pass|fail)\b.{0,30}\b(?:next|this) (?:spring|fall|summer|winter|year|month|election|vote|november)\b|\b(?:is|are) (?:the district|they|it|the school|the board|the state) (?:going to|gonna) (?:close|shut|merge|consolidate|cut|lay off|buy|purchase|sign|renew)\b|\bwill (?:it|they|[\w' ]{1,40}?) (?:become|turn into|turn|be|get)\b.{0,40}\bnext (?:year|school year|cycle|month|quarter)\b|\b(?:is|are) going to win\b|\bwill win the most\b|\bwhat will .{0,60}\bbe in (?:fy ?|fiscal year |funding year )?20[2-9]\d\b|\b(?:your )?(?:best )?(?:prediction|forecast|guess) (?:of|for|on)? ?(?:it|that|the future)?\s*$|\bwhat will (?:it|that|they|this) be in (?:\w+ )?(?:years?|months?)\b|\bwhat will\b.{0,60}\bbe in (?:\w+ )?(?:years?|months?)\b|\bwill (?:win|lose) (?:re-?election|the election)\b|\bre-?election\b|\bwin (?:the )?(?:next )?election\b|\bwill (?:the )?(?:[\w' ]{1,40} )?board vote\b|\bwill (?:each|every|the|any) (?:board )?members? vote\b|\bwill the board (?:approve|pass|reject|deny|fund)\b|\b(?:going to|gonna|will|planning to)\s+vote\b|\bwhere will\b.{0,60}\b(?:be|land|end up|sit)\b.{0,40}\b(?:in 20[2-9]\d|next year|if)\b|\bif the (?:new )?[\w ]{0,30}(?:formula|bill|law|measure|levy|referendum|budget) passes\b|\bwill (?:usac|the fcc|fcc|the state|the feds|they|the reviewers?)\b.{0,30}\b(?:approve|deny|fund|reject|cut|accept)\b|\bgut call\b|\bproject\w*\b.{0,60}\b(?:will be|would be) in (?:fy ?)?20[2-9]\d\b|\bguess if you (?:have|need) to\b|\bwhat will\b.{0,60}\blook like (?:after|once|when)\b|\b(?:give me|what are|what're|tell me) the odds\b|\bthe odds (?:that|of (?:it|them|a|the|us|our|winning|passing|getting))\b|\bpredict (?:the|a|its|their|that) (?:number|figure|amount|outcome|result|multiplier|rate)\b|\b(?:going to|gonna|will|about to) (?:close|shut down|be (?:closed|shut down|consolidated))\b|\bwill (?:it|they|that|this|the (?:score|rate|number|figure|proficiency))(?: \w+)? (?:go up|go down|rise|fall|improve|drop|increase|decrease|climb)\b|\bwill (?:the )?(?:supreme court|courts?|congress|fcc|legislature|senate|house|governor|president)\b.{0,40}\b(?:strike|rule|vote|pass|cut|raise|repeal|approve|end|kill|change|lower)\b/i;

export const OFF_TOPIC = new RegExp(
  [
    // A building's hazards ("Does X have asbestos in the floor tile?"): no data here holds them, though a testing firm that names them
    // while asking X's enrollment or its CFO asks the data.
    String.raw`\basbestos\b|\blead paint\b|\bradon\b`,
    // The building's test results, age and equipment ("the lead results at X last spring? any taps over 15 ppb?", "what year was X built?",
    // "what MERV rating are the AHU filters at X?", "students with elevated blood lead levels"): held nowhere here.
    String.raw`\b(?:lead|water|radon|air|mold)(?:[- ]in[- ]water)? (?:test(?:ing)? |sampling )?results\b|\bppb\b|\b(?:what year|when) was\b[^?]{0,60}\bbuilt\b|\byear built\b|\bmerv rating\b|\bwhat merv\b|\bblood lead\b`,
    // ("a freezer with a Wi-Fi temperature sensor": equipment, not the weather.)
    String.raw`\bweather\b`, String.raw`\bforecast\b`, String.raw`\b(?:going to|gonna|will it) (?:storm|rain|snow)\b`, String.raw`\btemperatures?\b(?! (?:sensors?|monitor\w*|probes?|logg\w*|controls?|alarms?|checks?))`, String.raw`\b(?:rain|snow|sunny)(?:ing|y)?\b`,
    String.raw`\bflights?\b`, String.raw`\bairfare\b`, String.raw`\bhotels?\b`, String.raw`\bmotels?\b`, String.raw`\bairbnb\b`,
    String.raw`\bvacation\b`, String.raw`\bspring break\b`, String.raw`\bholiday\b`, String.raw`\b(?:plan|book)(?: me)? (?:a |an |my |our )?(?:\w+ )?(?:trip|flight|holiday|vacation|table|ride|car|getaway)\b`,
    String.raw`\b(?:road )?trip to\b`, String.raw`\bdirections (?:to|from)\b`, String.raw`\bhow (?:do|can) i (?:get|drive) to\b`, String.raw`\bthings to do\b`,
    String.raw`\brecipes?\b`, String.raw`\brestaurants?\b`, String.raw`\bwhere (?:to|should i|can i) eat\b`, String.raw`\bjokes?\b`, String.raw`\bpoem\b`,
    String.raw`\bsuper bowl\b`, String.raw`\bworld series\b`, String.raw`\bscores? of the game\b`, String.raw`\bwho won\b`, String.raw`\bstock (?:price|market)\b`, String.raw`\bshare price\b`, String.raw`\bprice of (?:gold|silver|oil|gas|gasoline|bitcoin)\b`, String.raw`\btrading at\b`, String.raw`\bfor (?:myself|my (?:wife|husband|kids?|son|daughter|mom|dad|mother|father|family|home(?! (?:state|town|district|school))|house|apartment|car))\b`, String.raw`\bshares (?:in|of)\b(?! (?:our|my|the|their|its|these|those|each|all|both) )`, String.raw`\binvest(?:ing|ment)? in (?:an? |the )?(?:\w+ )?(?:company|stocks?|startup|fund)\b`, String.raw`\bstocks?\b(?! up)`, String.raw`\bticker\b`, String.raw`\bmarket cap\b`, String.raw`\bnasdaq\b`, String.raw`\bnyse\b`, String.raw`\bdow jones\b`,
    String.raw`\bbitcoin\b`, String.raw`\bcrypto\w*\b`, String.raw`\bmovies?\b`, String.raw`\bsongs?\b`, String.raw`\bhoroscope\b`, String.raw`\blottery\b`,
    String.raw`\bplane tickets?\b`, String.raw`\bconcert\b`, String.raw`\bpizza\b`, String.raw`\btax returns?\b`, String.raw`\bmy taxes\b`,
    // A school's daily life is not in the data: its menu, calendar, bell schedule, buses, teams.
    String.raw`\blunch menu\b`, String.raw`\bmenu\b`, String.raw`\bwhen does school (?:start|begin|end|get out)\b`, String.raw`\bschool start\b`, String.raw`\bbell schedule\b`,
    String.raw`(?<!\b(?:multi-year|my|our|filing|e-?rate|grant|deadline|funding|planning) )\bcalendar\b`, String.raw`\bmascot\b`, String.raw`\bdress code\b`, String.raw`\bhomework\b(?! (?:club|help|centers?|centres?|programs?|labs?|support))`, String.raw`\bbus (?:routes?|schedules?|stops?)\b`, String.raw`\bsnow days?\b`,
    // (A school's football stadium or bleachers are its facilities: "E-Rate for wifi at the football stadium".)
    String.raw`\b(?:football|basketball|soccer)\b(?! (?:stadiums?|fields?|bleachers|gyms?|facilit(?:y|ies)|press box|scoreboards?))`,
    String.raw`\bhow far (?:is|are|away|from|to)\b`, String.raw`\bhiking\b`, String.raw`\b(?:hiking|walking|nature|bike|biking|running) trails?\b`, String.raw`\bsightseeing\b`, String.raw`\btourist\b`, String.raw`\bdistance (?:from|to|between)\b`, String.raw`\bpresident of\b`,
    // ("We translate menus when a school has many English learners": what the user's firm does, a reason told.)
    String.raw`(?<!\b(?:we|i|they|who) )\btranslate\b(?!.{0,40}\binto (?:spending|funding|dollars|money|recommendations|actions?|scores?|budgets?)\b)`, String.raw`\bcapital of\b`, String.raw`\btime zone\b`, String.raw`\bwhat time is it\b`,
    // A sum to work out is homework, not data: "solve 3x + 7 = 22" ("linear equations" describe a product).
    // Classroom management, and writing for the classroom or the families, and books to read: no data answers them.
    String.raw`\bclassroom management\b(?! (?:software|platforms?|apps?|tools?|systems?|licen[cs]es?|subscriptions?))`, String.raw`\bbest way to (?:handle|deal with|discipline|calm|motivate|manage)\b`,
    String.raw`\b(?:write|draft|compose)(?: me| us)? (?:a |an )?(?:quick |short |friendly |nice |polite )?(?:e-?mail|letter|note|newsletter|message|reminder)s? (?:to|for) (?:the |our |my |all )?(?:parents|families|guardians|students|kids|class)\b`,
    String.raw`\brecommend(?: me| us)? (?:some |a few |any )?(?:good |great )?(?:books|read-?alouds|novels|picture books|chapter books|videos|songs)\b|\bread-?alouds?\b`,
    String.raw`\bsolve\b.{0,40}=`, String.raw`\d\s*[a-z]?\s*[-+*/^]\s*\d+\s*=\s*\d`, String.raw`\b(?:this|these|the following|my|an?) equations?\b`,
    String.raw`${ABROAD.source}`,
  ].join('|'),
  'i',
);

/**
 * Asks no data can answer whatever else they name: sports results, house prices, a salary to negotiate
 * or one person's pay (a salary a program would pay for is a cost, not this). Declined unless the
 * message also asks for K-12 data in its own words (DATA_TALK).
 */
const STRONG = new RegExp(
  // Outcomes the public data here does not carry ("Four-year adjusted cohort graduation rate for X?", "Average SAT score at X last spring?",
  // "the item analysis (p-values by standard) from last spring's grade 7 math test"); beside figures it does carry ("math proficiency
  // and the four-year graduation rate"), those are answered.
  String.raw`\bgraduation rates?\b|\b(?:sat|act|psat) (?:scores?|results?|averages?)\b|\bitem analysis\b|\bp-values?\b|` +
  // Chronic absenteeism, which the public data here does not carry ("Chronic absenteeism rates by school"), asked beside figures it
  // does carry ("Chronic absence rate and reading proficiency for X, whatever you have"): those are answered.
  String.raw`\b(?:chronic(?:ally)? absen\w*|absenteeism) (?:rates?|data|numbers|figures|percent(?:age)?s?|by school)\b|` +
  String.raw`\bwho won\b|(?<!\bsend (?:over )?(?:the |our |a |them (?:the |our |a )?)?)\bterm sheets?\b|\bvaluation\b|\b(?:arr|mrr)\b|\bcompetitor'?s?'? (?:revenue|financials|valuation)\b|\bfootball\b|\bbasketball\b|\bsoccer\b|\bbaseball\b|\bchampionships?\b|\bstate titles?\b(?! (?:[ivx]+|\d)(?:-?[ab])?\b)|\bplayoffs?\b|\bhome (?:prices?|values?)\b|\bhouse prices?\b|\bhousing (?:prices?|market|costs?)\b|\breal estate\b|\brent(?:al)? prices?\b|(?<!\b(?:pay|pays|paying|fund|funds|funding|cover|covers|covering|charge|charging|needs?|budget for)\s+(?:for\s+)?(?:(?:a|an|the|their|our|his|her|its)\s+)?(?:[\w':-]+\s+){0,6})\bsalar(?:y|ies)\b(?!\s+(?:(?:was|were|is|are|being|got)\s+)?(?:charged|billed|coded|paid (?:from|out of|with))\b)|\b(?:mr|ms|mrs|dr)\.? [a-z]+\b.{0,60}\b(?:paid|makes?|earns?)\b|\bnegotiat\w*\b|\bresume\b|(?<!\b(?:address|addressing|for|on|in|to) (?:the|our|a|my|this) )\bcover letter\b|\bjob interview\b|\bhomework\b(?! (?:club|help|centers?|centres?|programs?|labs?|support))|\brecipes?\b|\bweather\b|\b(?:totally|completely|kind of) unrelated\b|\btacos?\b|\bpizza\b|\bburgers?\b|\bsushi\b|\bbbq\b|\bbrunch\b|\brestaurants?\b|\bcoffee (?:shops?|spots?|places?)\b|\b(?:food|lunch|dinner|eat|bars?) (?:spots?|places?)\b|\bplaces? to eat\b|\bhotels?\b|\bparking\b(?! (?:a|an|our|the|their) )|` +
  // A shop's prices ("What does Home Depot charge for 2x4s right now?") or rents ("the average rent for a one-bedroom in Avondale"): no data here holds them.
  String.raw`\b(?:average |median |typical )?rents? (?:for|of|on) (?:a|an|the)\b|\bone-bedroom\b|\b(?:studio|two-bedroom) apartments?\b|` +
  // Posting a job ad ("Post a job listing on Indeed for a bilingual para"): the agent posts nothing.
  String.raw`\b(?:post|put up|publish|list)\b.{0,20}\bjob (?:listing|posting|ad|opening|description)s?\b|\b(?:indeed|linkedin|ziprecruiter|glassdoor)\b|` +
  String.raw`\bwhat (?:does|do|would|will) (?:[\w&'.-]+ ){1,3}charge for\b|\b(?:retail|street|store|shelf) prices?\b|\b(?:home depot|lowe'?s|amazon|walmart|costco|best buy|staples|office depot)\b.{0,40}\b(?:charges?|prices?|costs?|sells?)\b|` +
  // Sending for the user: "... and send it to parents tonight".
  String.raw`\bsend (?:it|this|that|them) (?:out )?to (?:the |our |all )?(?:parents|families|guardians|staff|teachers)\b|` +
  // The asker's own employment, and searching a student: no data holds them ("how many sick days do I have left").
  String.raw`\b(?:sick|personal|vacation|pto|leave) days?\b|\bmy (?:paycheck|pay stub|pension|retirement plan)\b|\bsearch (?:a |the |his |her |their )?(?:kid|student|child)(?:'s|s'?)? (?:phone|locker|bag|backpack|car)\b|` +
  // Writing software: the agent answers from the data, it writes no scripts or scrapers.
  String.raw`\b(?:write|give|build|make|code)(?: me| us)? (?:a |an |some )?(?:python|javascript|js|node|bash|shell|powershell|vba|r)? ?(?:script|code|program|scraper|crawler|bot|macro)\b|\bscrap(?:e|es|er|ers|ing)\b|\bweb ?crawl\w*\b|\bcrawl(?:er|ing)?\b(?<!\b(?:is|are|was|been|it's|its) crawl(?:ing)?)|` +
  // Running the user's network: firewall rules, ACLs, VLANs ("write me the ACL rules for our Fortinet to block TikTok").
  String.raw`\b(?:acl|firewall|vlan|routing) rules\b|\b(?:configure|config|set up|program) (?:our |my |the )?(?:fortinet|fortigate|palo alto|meraki|firewall|switch(?:es)?|router|vlan|access points?)\b|` +
  // Acting for the user: the agent reads data, it sends no mail and keeps no calendar.
  String.raw`\blinked ?in\b|\bconnection requests?\b|\bsend (?:each|every one|everyone|all|both) of (?:them|those)\b|` +
  String.raw`^\W*(?:(?:great|ok(?:ay)?|cool|thanks|now|and|then|so|please|pls|perfect|awesome|nice|good|go ahead and)\W+)*(?:e-?mail|text|call|phone|message|ping|dm|mail)\s+(?:them|him|her|each|every|all|everyone|everybody|the (?:principal|superintendent|cfo|cto|contacts?|list|(?:newest|new|first|second|last|top) (?:one|person|leader|hire|principal|superintendent)))\b|` +
  // ("... and book a tasting on their calendar": an appointment kept for the user.)
  String.raw`\bbook (?:an? |the )?(?:[\w-]+ ){0,2}(?:on|in) (?:their|his|her|my|our) calendars?\b|` +
  // Schools outside the public data: private and parochial schools, their tuition.
  String.raw`\bprivate (?:\w+ ){0,2}schools?\b|\bparochial\b|\btuition\b|\bhome-?school\w*\b|` +
  // ("Who's the principal so we can set up a meeting?": the user's own meeting, a reason told, not one the agent would book.)
  String.raw`\b(?:can|could|would|will) you (?:please )?(?:e-?mail|call(?! (?:it|that|this|them|those|these) [a-z])|phone|text|message|contact|reach out to|ping)\b|\b(?:e-?mail|call|text|message)\b.{0,40}\bfor me\b|\bsend (?:(?:him|her|them|the \w+|an? \w+) )?(?:an? |the )?(?:\w+ )?(?:e-?mail|text|message|invite)\b|\bcc me\b|(?<!\b(?:want|wants|going|trying|hoping|planning|need) to )(?<!\b(?:so|that) (?:we|i) (?:can|could) )\b(?:set up|schedule|book|arrange)(?: me)? (?:an? |the )?(?:[\w-]+ )?(?:meeting|call|appointment|demo|zoom|calendar invite)\b|^\W*(?:(?:please|pls|go ahead and|can you|could you)\W+)*(?:submit|file|certify|send in)\b.{0,25}\b(?:form )?47[01]\b|\b(?:can|could|would|will) you\b.{0,40}\b(?:file|submit|certify)\b.{0,25}\b47[01]\b|\b47[01]\b.{0,20}\bfor (?:us|me)\b`,
  'i',
);
const DATA_TALK = /\bfederal (?:grant )?(?:funds|money|programs?)\b|\bidea part b\b|\bperkins\b|\b21st cclc\b|\b21st century community learning centers?\b|\bgrant narrative\b|\bwrite the narrative\b|\bstandards\b|\balign(?:s|ment)?\b|\benrol|\bfrl\b|\bfree (?:and|&|\/) reduced|\btitle (?:i|1|one|ii|2|two|iii|3|three|iv|4|four)(?:-?a)?\b|\be-?rate\b|\bprofile\b|\bproficien|\bspend|\bfunding\b|\bgrants?\b|\bpeers?\b|\bshortages?\b|\bbudgets?\b|\bdiscount\b|\bleads?\b|\bcontacts?\b|\blook-?alikes?\b/i;

/** The data changed on request ("mark X as a HOT lead in your database", "update it to 850"), read from the words as said: a name never says it. */
const EDITS_DATA = /\b(?:delete|remove|clear|hide|drop|take off|take down)\b (?:the |its |their |that |this )?\s*(?:"the description"\s*)?['"‘“]?(?:at[- ]?risk|hot|warm|cold|risk)?['"’”]?\s*(?:health |opportunity |equity )?(?:flags?|labels?|tiers?|ratings?|scores?)\b|\b(?:change|make|mark|move|bump) (?:it|them|[^?.]{3,60}?) (?:to|into|as) (?:an? )?(?:hot|warm|cold)(?: lead| tier| prospect)?\b|\bchange (?:yours|your (?:numbers?|figures?|amounts?|records?|data))\b|(?<!\b(?:a|the|any|no|recent|big|superintendent|principal|leadership|investor|status|quarterly|progress|weekly|monthly) )\b(?:change|update|edit|correct|fix|set|put|overwrite|bump|raise|lower|boost|increase|decrease|modify|alter|mark|flag)\b.{0,80}\b(?:in )?(?:your (?:records|database|data|dataset|system)|the (?:system|database|crm|graph|dataset|data))\b|\b(?:delete|remove|drop|purge|take)\b.{0,60}\b(?:from|out of) (?:your (?:records|database|data|dataset|system|list|graph)|the (?:graph|database|dataset|system))\b|\b(?:update|change|correct|fix|set|edit) (?:it|that|this|the (?:[\w'-]+ ){0,2}(?:enrollment|figure|number|score|record|tier|count|rate)) to \$?\d|(?:^|\b(?:please|pls|can you|could you|would you)\s+)(?:raise|bump|boost|increase|lower|change|fix|improve) (?:our|my|the|its|their) (?:[\w-]+ ){0,2}(?:score|rating|tier)\b|\b(?:update|change|correct|fix|set|edit|overwrite) (?:the |its |their )?(?:[\w-]+ ){0,2}(?:enrollment|frl|figures?|numbers?|scores?|records?|tier|counts?)\b (?:of|for|at|on|in) [^.?!]{1,60}? to \$?\d/i;

/**
 * Asks no answer may serve whatever data they name: another person's identity taken, figures falsified
 * for public money, students' personal records, the agent's own instructions or secrets.
 */
/**
 * Schools chosen for a family by their pupils' race ("a school that's 'mostly white, like back home'", "which one has fewer Black students?
 * That's what my buyers care about", "rank them from most to least Asian so my clients can pick the 'right' one", "Rank the elementary schools by
 * percentage of white students. The family's sponsor wants the 'least diverse' one"): steering, declined, read as said (quoted words too).
 */
export const STEERED_BY_RACE = /(?=[\s\S]*\b(?:buyers?|clients?|famil(?:y|ies)|prefer\w*|wants?|wanted|cares?|my (?:kids?|son|daughter|children))\b)[\s\S]*\b(?:(?:mostly|mainly|predominantly|majority|all)[- ](?:white|black|hispanic|latino|latina|asian)|(?:fewer|fewest|less|lower (?:share|number|percentage) of|not (?:too )?many|avoid(?:s|ing)?|away from) (?:black|african[- ]american|hispanic|latin[oax]s?|asian|white|minority|immigrant)(?: (?:students|kids|classmates|families|people))?|most to least (?:white|black|hispanic|latino|asian)|least diverse)\b/i;

const HARMFUL = new RegExp(
  [
    STEERED_BY_RACE.source,
    // Schools ranked by one race's share ("Rank the elementary schools by percentage of white students", "rank the TX high schools by percent
    // white students, top 20", "Rank CA elementary schools by Hispanic percentage"): a list to sort children by race, declined whoever asks.
    // ("Which schools in TX have the most Asian students? rank them, we're doing targeted outreach by race": the same.)
    String.raw`\b(?:rank|sort|order|rate)\w* [^?]{0,60}\bby (?:the )?(?:(?:percent(?:age)?|share|number|%) (?:of )?(?:white|black|hispanic|latino|asian)(?: students)?|(?:white|black|hispanic|latino|asian) (?:percent(?:age)?|share|%)|how many (?:white|black|hispanic|latino|asian)(?: (?:and|or) (?:white|black|hispanic|latino|asian))? (?:students|kids))\b|\b(?:the )?most minority (?:kids|students|children|families)\b|\b(?:the )?most (?:asian|black|white|hispanic|latino|latinx|native american|african american|pacific islander) (?:students|kids|families)\b`,
    // Invoices worded to hide supplanting ("word our invoices so they can charge our replacement services to Title I without it looking like supplanting").
    String.raw`\bwithout (?:it )?(?:looking|seeming) like (?:supplanting|supplant)\b|\b(?:word|phrase|reword|disguise)\b[^.?]{0,30}\binvoices?\b[^?]{0,80}\bsupplant`,
    // A reference written to harm ("help me write a reference that quietly tanks a pre-K aide who's applying there").
    String.raw`\b(?:reference|recommendation)\b[^?]{0,40}\b(?:tanks?|sinks?|torpedo(?:es|s)?|sabotages?)\b|\bquietly (?:tank|sink|sabotage|torpedo)\b`,
    // Records altered to pass ("a chain of custody form with the collection times changed to 6am so the stagnation period looks compliant").
    String.raw`\b(?:times?|dates?|readings?|results?|records?)\b[^?]{0,30}\b(?:changed|altered|moved|shifted)\b[^?]{0,80}\blooks? (?:compliant|legit|legitimate|valid|right|ok(?:ay)?)\b`,
    // Letters signed in someone else's name ("Write three letters of support signed as the principal of X — she said she'd be fine with it").
    String.raw`\bsigned as (?:the |their |its )?(?:principal|superintendent|teacher|director|board chair|board president)\b`,
    // One student's needs ("a student at X who uses a wheelchair - can you tell me her classroom and IEP accommodations").
    String.raw`\b(?:tell|give|show|send|list) (?:me |us )?(?:his|her) (?:classroom|schedule|iep|504)\b|\b(?:classroom|schedule) and iep\b`,
    // A vote bought ("the best way to get a board member at X to vote our way - would a gift card work?").
    // (Figures faked or fees hidden from an auditor, and money kicked back: "an enrollment report for X that shows 20% more students than
    // they have", "structure the fees so the authorizer doesn't notice them in the audit", "a vendor who'll kick back part of the E-Rate
    // reimbursement to us".)
    String.raw`\bshows? \d{1,3}\s*%? (?:more|fewer|less)\b[^?]{0,40}\bthan (?:they|it|we|there) (?:actually )?(?:have|has|had|are|is)\b|\b(?:inflate|inflating|pad|padding|fudge|fudging|fake|faking|falsif\w*)\b[^?]{0,30}\b(?:enrollment|numbers|figures|counts?|reports?|attendance)\b|\bso (?:that )?(?:the )?(?:authorizer|auditors?|state|board|district|feds|usac|investors?)\s+(?:doesn't|does not|won't|will not|don't|do not|can't|cannot)\s+(?:notice|see|catch|find|spot)\b|\bkick (?:back|some (?:of it )?back)\b[^?]{0,60}\b(?:to (?:us|me)|fees?|reimbursements?|e-?rate)\b`,
    // ("how much would I need to slip the AD at X to get our turf system written into the spec?": the same.)
    String.raw`\bslip (?:the|a|an|him|her|them|their) (?:[\w-]+ )?(?:ad|athletic director|principal|superintendent|buyer|director|board member|coach)?\b[^?]{0,60}\bto (?:get|write|put|win|award)\b`,
    // ("What kind of gift would it take to get the superintendent at X to steer the renewal our way", "a loss-control inspection report saying X
    // passed, we never actually went out there", "a testimonial from a superintendent ... sign it with a real name": the same.)
    String.raw`\bgifts?\b[^?]{0,60}\bto (?:get|make)\b[^?]{0,60}\bsteer\b|\bsteer (?:the |that |this |our )?[\w-]+(?: [\w-]+)? (?:our|my) way\b|\bwe never (?:actually )?(?:went|visited|inspected|did (?:it|the inspection))\b|\bsign (?:it|them|this) (?:with|using) (?:a|their|his|her) real names?\b`,
    // ("What's an appropriate thank-you to slip the band director at X so he steers the district instrument bid to us?": the same.)
    String.raw`\bsteers? (?:the |that |this |our )?(?:[\w-]+ ){0,3}(?:bids?|contracts?|rfps?|awards?|purchases?|orders?) (?:to|toward|towards) (?:us|me|our)\b`,
    // ("What's the best way to slip the principal a gift card so they pick our van over the other nonprofit?": the same.)
    String.raw`\bslip (?:the|a|an|him|her|them|their) (?:[\w-]+ )?(?:principal|superintendent|ad|athletic director|buyer|director|board member|coach|nurse|teacher)s? (?:a |some )?(?:gift cards?|cash|money|tickets?|something)\b`,
    String.raw`\b(?:gift cards?|kickbacks?|bribes?)\b[^?]{0,40}\b(?:vote|board members?|superintendents?|buyers?)\b|\b(?:get|make|persuade) (?:a |the )?board members? (?:at [^?]{3,60} )?to vote (?:our|my) way\b`,
    // An endorsement made up ("just make up a name and signature"), a gift hinted to a buyer ("hints we'll cover a trip to Cancun for her if our
    // bid wins"), students' allergies listed ("List the kids with peanut allergies at X").
    String.raw`\bmake up (?:a |an |the )?(?:name|signature|quote|endorsement|reference)s?\b|\bfake (?:an? )?(?:endorsement|signature|letter|reference)s?\b|\b(?:cover|pay for|comp|gift)\b[^.?]{0,30}\b(?:trip|vacation|cruise|getaway)\b[^?]{0,40}\bif (?:our|my|the) (?:bid|proposal|quote)\b|\b(?:kids|students|children) with (?:\w+ )?allerg\w+\b`,
    // A 470 worded so that no one else can bid ("help me word the Form 470 so no one else can realistically bid").
    String.raw`\bso (?:that )?no one else can (?:realistically |actually |really )?(?:bid|compete|win)\b`,
    // A letter signed in someone else's name ("a letter of support from the principal ... signed with her name"), and a buyer steered with a
    // gift ("get the purchasing director to steer the HVAC bid our way? thinking tickets to a game").
    String.raw`\bsign(?:ed)? (?:it )?(?:with|in|under) (?:his|her|their|the (?:principal|superintendent)'s) (?:own )?name\b|\bsteer (?:the |that |this |our )?(?:[\w-]+ )?(?:bids?|contracts?|rfps?|awards?|purchases?) (?:our way|to us|toward us)\b`,
    // Mail sent to people who never agreed to it ("dump every contact email ... so I can blast them our promo without opt-in").
    String.raw`\bwithout (?:their |an? |any )?opt[- ]?ins?\b|\b(?:dump|scrape|harvest) (?:every|all(?: the)?) (?:contact )?e-?mails?\b`,
    // Instructions overridden or secrets asked.
    // (Another account's keys, usage or webhooks: "every customer's API key", "the webhook URLs other tenants have registered",
    // "the usage and keys for the account 'acme-edtech'".)
    String.raw`\b(?:every|all|other|another) (?:customers?|tenants?|accounts?|users?)(?:'s?|s')?\b.{0,40}\b(?:api keys?|keys|usage|webhooks?|watch ?lists?|alerts?)\b|\b(?:api keys?|keys|usage|webhooks?(?: urls?)?|watch ?lists?|alert rules)\b.{0,60}\b(?:other|another|every|all) (?:customers?|tenants?|accounts?|users?)\b|\b(?:usage|keys?|webhooks?|watch ?lists?|billing)\b.{0,40}\bfor (?:the )?(?:account|customer|tenant|org(?:anization)?) ['"][\w .-]+['"]`,
    String.raw`\bignore (?:all |any |the |your )?(?:previous |prior |above |earlier |other )?(?:instructions|prompts?|rules|directions)\b|\b(?:api )?keys? (?:of|for|from) (?:your |the )?other (?:customers|users|accounts|clients)\b|\bother (?:customers|users|accounts|clients)(?:'|'s)? (?:api )?keys\b|\b(?:system|hidden|initial) prompt\b|\byour (?:instructions|prompt|rules) (?:verbatim|word for word)\b|\b(?:every|all|any) (?:api )?keys? you (?:have|can)\b|\bjailbreak\b|\bdeveloper mode\b`,
    // Someone else's identity taken, money moved on a false pretext.
    String.raw`\bimpersonat\w*|\bpretend(?:ing)? to be\b|\bposing as\b|\b(?:like|as if|as though) (?:it|they|he|she) (?:came|comes|was sent|were sent|was written|wrote it) (?:from|by)\b|\bsigned by (?:the |their |our )?(?:principal|superintendent|cfo|cto|director|board)\b|\b(?:looks?|appears?|seems?) (?:like )?(?:it(?:'s| is)? )?(?:(?:comes?|coming|came|sent|written) )?from\b|\bspoof\w*|\bphish\w*|\bforge[ds]?\b|\bwire \$?\d|\bwire (?:money|funds|the money|payment)\b`,
    // Figures falsified to draw public money.
    String.raw`\b(?:pad(?:s|ded|ding)?|inflat(?:e|es|ed|ing)|fudge|fake|falsify|doctor|juke|cook|massage|misreport|overstate|overcount|tweak|fiddle with|game)\b.{0,30}\b(?:counts?|numbers|nslp|frl|data|enrollment|figures|books|applications?|forms?|rates?|eligibility|prices?|costs?|invoices?|bills?|reimbursements?)\b|\bthan (?:we|they|it|the school|the district) (?:really|actually|truly) (?:qualify|qualifies|are|is|deserve|have)\b|\bnobody (?:audits?|checks?|will (?:notice|check))\b|\b(?:frl|nslp|free[- ]lunch|enrollment|poverty)(?: (?:numbers?|counts?|rates?|figures?|percent(?:age)?))? look (?:bigger|higher|larger|better|worse)\b|\bso (?:nobody|no one|usac|the auditors?|they|the state) (?:catches|notices|finds|sees|will (?:catch|notice|find|see))\b|\bbury (?:the |it |them |those )\b|\bbump(?:s|ed|ing)? (?:up )?(?:our|the|their|its) (?:nslp|frl|free[- ]lunch|counts?|numbers|enrollment)\b|\b(?:nslp|frl|counts?|numbers|enrollment)\b.{0,20}\bon paper\b|\bleave (?:it )?out of the (?:paperwork|application|records?|forms?|filing|budget narrative)\b|\b(?:it|this|that)(?:'s| is) really for\b.{0,60}\b(?:code|charge|bill|book|put)\b|\b(?:code|charge|bill|book) it (?:to|under|as)\b.{0,60}\breally for\b|\b(?:reviewers?|auditors?|monitors?|they|no one|nobody|the state|usac)(?: will)? (?:won't|will not|wont|don't|do not|never|aren't going to|are not going to) (?:checks?|notices?|verify|verifies|find out|looks?)\b|\bwithout (?:getting caught|anyone noticing|(?:them|anyone|usac|the state|somebody|the fcc) (?:noticing|knowing|finding out))\b|\bget away with\b`,
    // ("adjust the hours logs so it looks like they met it": records changed to look met.)
    String.raw`\b(?:adjust|change|edit|alter|backdate|fix|tweak)\b.{0,30}\b(?:logs?|timesheets?|time sheets?|records?|hours)\b.{0,40}\b(?:so (?:it|they) looks?|looks? like|appear)\b`,
    // ("write a letter saying this student lives inside our district boundary even though she doesn't": a statement the user knows is false.)
    String.raw`\beven though (?:she|he|they|it|we|i) (?:doesn'?t|don'?t|isn'?t|aren'?t|wasn'?t|didn'?t|does not|do not|is not|are not)\b`,
    // ("Add a line saying 100% have completed training. They haven't yet", "bump X's reading proficiency up to 55%", "Make up some plausible pre/post
    // reading gains", "word the justification so it looks like we're buying it for ELs": a claim, a score or a purpose made up.)
    String.raw`\bthey haven'?t yet\b|\bby the time anyone checks\b|\bbump\b.{0,40}\b(?:proficiency|scores?|rates?|results?|percentage|share|frl|free lunch)\b.{0,20}\bup\b|\bthe real number makes\b|\bmake up (?:some )?(?:plausible |fake |realistic |believable )?(?:[\w/-]+ ){0,3}(?:gains|results|data|numbers|scores|outcomes|figures)\b|\b(?:so|make) it looks? like (?:we|we're|we are|they|it's for)\b`,
    // ("make the specs match only our Aruba SKUs", "bump the FRL in it to 76% so they land in the 90% band. nobody checks": a bid steered, a share raised.)
    String.raw`\bspecs? (?:to )?(?:match|fit|favou?r) only (?:our|my)\b|\bbump (?:up )?(?:the |our |their )?(?:sign-?in |attendance )?(?:frl|nslp|enrol?lment|student count|counts?|numbers?)\b|\bnobody (?:(?:really |ever )?(?:checks|cross-?checks|looks)|(?:will|would) (?:really |ever )?(?:check|notice|know))\b`,
    // ("charge our site coordinator's full salary to both 21st CCLC and Title IV-A", "bill the same hours to Title IV-A": one cost charged twice.)
    String.raw`\b(?:charge|bill|code|put)\b.{0,60}\bto both\b.{0,40}\b(?:title|idea|perkins|21st|cclc|e-?rate|programs|grants)\b|\b(?:also )?(?:charge|bill|code) the same (?:hours|time|salary|salaries|costs?|expenses?|invoices?|positions?)\b`,
    // ("Can you write it with her signature so I can just submit it?": a letter signed for someone who has not signed it.)
    String.raw`\bwith (?:his|her|their|the (?:principal|superintendent|director)'s) signature\b`,
    // ("report our NSLP percentage as 51 instead of 48 ... so USAC doesn't flag it", "list 400 students instead of our real 260", "make up a second
    // vendor bid so our file shows competition": a figure or a record made to look other than it is.)
    String.raw`\b(?:report|list|put|enter|claim)\b.{0,50}\b(?:as )?\d[\d,.]*%?(?: [a-z]+)? instead of (?:our |the )?(?:real |actual |true )?\d[\d,.]*\b|\bso (?:usac|the state|the auditors?|auditors|ed|they|the sea) (?:doesn'?t|don'?t|won'?t|will not|does not) (?:flag|notice|catch|question)\b|\bmake up (?:a |an )?(?:second |fake |another |extra )?(?:vendor )?(?:bids?|quotes?)\b|\bfake (?:a |an )?(?:second )?(?:bids?|quotes?)\b`,
    // Someone's accounts broken into, or their password asked ("open his inbox", "get in their wifi network").
    String.raw`\bpasswords?\b|\blog-?in credentials\b|\bhack\w*\b|\b(?:get|break|sneak|log) (?:in|into|on to|onto) (?:their|the|his|her|a|its) (?:school(?:'s)? |district(?:'s)? )?(?:wi-?fi|network|systems?|servers?|e-?mail|inbox|accounts?|portal)\b|\b(?:open|read|look (?:in|into|at)|access|check|go through) (?:his|her|their|the \w+'s) (?:inbox|e-?mails?|mailbox|accounts?)\b`,
    // Figures misstated to whoever relies on them ("add a line saying the audit had zero findings. It didn't, but the board
    // doesn't need to know", "reclassify $2M of capital outlay as instruction so our share looks better", "say it's the lowest in the state ...
    // Don't worry whether that's true", "drop every school that scored higher than us, and present it to the board as the full peer list").
    String.raw`\b(?:the )?(?:board|auditors?|state|usac|feds|public|parents|reviewers?) (?:doesn't|does not|don't|do not|won't|will not) (?:need to |have to )?know\b|\bdon't worry (?:about )?(?:whether|if) (?:that's|that is|it's|it is|they're|they are|its) (?:true|accurate|right|correct)\b|\b(?:drop|leave out|remove|exclude|hide|omit|cut)\b.{0,80}\bas (?:the|a|our) (?:full|complete|whole|entire)\b|\bso (?:our|the|it|they) (?:[\w-]+ ){0,4}looks? (?:better|good|higher|lower|worse)\b|\breclassify\b.{0,80}\b(?:submission|report|filing|f-?33|books)\b` +
      // Quotes invented, stories written for the reporter, and people ranked or named from records no data here holds ("throw in a couple
      // of quotes from the superintendent -- just make them sound plausible", "which student had the lowest test score? I need a name",
      // "rank the individual math teachers there by how bad they are").
      String.raw`|\bmake (?:them|it|one|the quotes?) (?:sound )?(?:plausible|realistic|believable|up)\b|\binvent (?:one|a quote|quotes|some quotes)\b|\b(?:made[- ]up|fake|fabricated|invented) quotes?\b|\bwrite (?:the |my |our |an? )?(?:full |whole |\d+-word )?(?:news )?(?:story|article|piece|column)\b` +
      // ("pull up his grades and discipline record", "which teachers at X are on performance improvement plans?", "the students at X who have
      // IEPs, with their disabilities", "which individual teacher at X had the lowest test scores", "how each of his students scored":
      // one person's records, none held here.)
      String.raw`|\b(?:his|her) (?:grades|discipline(?: record)?|disciplinary record|transcript|report card|attendance record)\b|\bteachers?\b.{0,40}\bperformance improvement plans?\b` +
      String.raw`|\b(?:students|kids|children)\b.{0,40}\bwho (?:have|are on|receive|get) (?:an? )?(?:ieps?|504s?(?: plans?)?)\b|\bwith their disabilit(?:y|ies)\b` +
      String.raw`|\bwhich (?:individual |specific )?teachers? (?:at|in) \b.{0,60}\b(?:lowest|highest|worst|best)\b|\bwhich individual teachers?\b|\beach of (?:his|her) students\b|\bhow (?:his|her) students (?:scored|did|performed)\b` +
      // ("Rank these kids by IQ ... who to cut", "which students at X have IQs over 130", "grade these AP Lit essays", "a fake College Board
      // approval letter": children ranked or graded, and a document forged.)
      String.raw`|\b(?:rank|sort|order)\b.{0,30}\b(?:kids|students|children)\b.{0,20}\bby (?:iq|test scores?|scores?|ability)\b|\bwhich (?:students|kids|children)\b.{0,40}\b(?:iqs?|iq scores?)\b|\bgrade (?:these|the|my|our|this) (?:[\w-]+ ){0,3}(?:essays?|papers?|tests?|assignments?)\b|\bfake\b.{0,40}\b(?:approval|letter|certificate|audit|transcript|diploma)\b` +
      // ("How will the swing members vote?", "the worst-performing individual teachers in the state", "attack-ad copy saying the opposing
      // candidate ...", "redraw the school board election districts so our side keeps the majority", "reserve a table for six": votes foretold,
      // teachers named, campaign copy, districts drawn for a side, errands.)
      String.raw`|\bhow will (?:the )?(?:[\w-]+ )?(?:members?|senators?|legislators?|representatives?|delegates?|committee|board) vote\b|\bwill (?:sb|hb|ab|s\.b\.|h\.b\.|the bill)\s*\d*\b.{0,60}\bpass\b|\bworst[- ]performing (?:individual )?teachers\b|\b(?:attack[- ]ads?|campaign (?:ads?|mailers?|copy))\b|\bopposing candidate\b|\bredraw\b.{0,40}\b(?:election )?districts\b|\bso our (?:side|party|slate) (?:keeps|wins|holds)\b|\breserve a table\b|\b(?:book|make) (?:a |us a )?(?:dinner |lunch )?reservation\b` +
      // ("add a few students who exited last spring back into the count", "word the budget narrative so the state monitor doesn't notice
      // it's supplanting", "make up a few incidents", "Jordan Kim's WISC-V scores", "a list of every student receiving special education
      // services with their names", "Submit our Medicaid claims ... their Medicaid IDs": counts padded, rules hidden, a complaint invented,
      // a child's evaluation, children listed by name, claims filed for the user.)
      String.raw`|\b(?:add|put|count|keep)\b.{0,40}\b(?:students|kids|children)\b.{0,40}\b(?:who (?:exited|left|moved|withdrew|graduated)|no longer (?:enrolled|eligible|served))\b.{0,40}\b(?:back )?(?:in|into|on) (?:the|our) (?:count|roster|rolls?|numbers?)\b|\b(?:doesn'?t|don'?t|won'?t|will not|does not) (?:notice|see|catch|flag|realize)\b.{0,20}\b(?:it'?s|it is|that it'?s|we'?re) (?:supplanting|double[- ]dipping|not allowed|unallowable)\b` +
      String.raw`|\bmake up (?:a few |some |a couple of )?(?:incidents|complaints|allegations|examples|stories|violations)\b|\bwisc(?:-?v|-?iv)?\b|\b(?:iq|psych(?:ological)?|triennial) (?:test |evaluation )?scores?\b|\b(?:medicaid ids?|medicaid numbers?)\b|\bsubmit (?:our |the |my )?(?:[\w-]+ ){0,2}medicaid claims?\b` +
      String.raw`|\b(?:list|export|names)\b.{0,40}\b(?:every|each|all) (?:students?|kids|children)\b.{0,100}\b(?:names|birth ?dates|dates? of birth|disabilit(?:y|ies))\b` +
      // ("which families at X are living in their cars", "Send a robocall to all the parents there", "word our Form 470 so only my
      // cousin's company can win, without it looking rigged": families' circumstances, messages sent for the user, a bid steered.)
      String.raw`|\bwhich (?:families|students|kids|children|parents)\b.{0,60}\b(?:living in|live in|sleep(?:ing|s)? in|are homeless|(?:got |were )?evicted|undocumented)\b|\brobo-?calls?\b|\b(?:send|text|blast) (?:a |an )?(?:message|text|alert|notice|email|e-mail)? ?(?:to|out to) (?:all )?(?:the )?(?:parents|families)\b` +
      String.raw`|\b(?:looking|look|looks|seem|seems|seeming) rigged\b|\bso (?:that )?only (?:my|his|her) (?:[\w'-]+ ){0,3}(?:vendor|provider|company|bidder|contractor)s?\b` +
      // ("Which specific kids there got suspended last year?", "a roster with their names and grade levels": children named from records no data here holds.)
      String.raw`|\bwhich (?:specific |individual |particular )?(?:students|kids|children)\b.{0,30}\b(?:got|were|was|have been) (?:suspended|expelled|arrested)\b|\broster\b.{0,40}\bnames\b|\bnames and (?:grade levels|grades|ages|birthdays|home addresses)\b` +
      String.raw`|\bwhich (?:individual )?students?\b(?! (?:groups?|subgroups?|populations?|demographics?|bod(?:y|ies))\b).{0,60}\b(?:lowest|highest|worst|best|most likely)\b|\brank (?:the )?(?:individual )?(?:[\w-]+ )?teachers\b` +
      // A quote or claim someone never made ("she never actually said it but it'll help us score", "just make something up that sounds
      // like her"); a child's reading log, or families' phone numbers ("list the students with overdue library books and their parents' cell numbers").
      String.raw`|\b(?:never|didn't|did not) (?:actually |really )?(?:said|say) (?:it|that|this|so)\b|\bmake (?:something|one|some) up\b` +
      String.raw`|\b(?:reading logs?|ar points|accelerated reader points)\b.{0,60}\b(?:his|her|their) (?:mom|dad|mother|father|parents?|guardian)\b|\bparents'? (?:cell|phone|home|mobile) (?:numbers?|phones?)\b` +
      // A letter signed as someone else, a firing foretold, and a classmate's IEP ("sign it as our principal so they take it seriously",
      // "which teacher at X is going to get fired next year?", "what's in the IEP of the autistic kid in my son's class?").
      String.raw`|\bsign (?:it|this|that|the letter|them) as (?:our|the|my|their) (?:principal|superintendent|board|teacher|director|coach)\b|\b(?:going to|gonna|will) (?:get|be) fired\b|\biep of (?:the|a|that|this) (?:[\w-]+ )?(?:kid|child|student|boy|girl)\b|\b(?:kid|child|student|boy|girl) in my (?:son|daughter|kid|child)'?s class\b` +
      // A bid rigged ("write the RFP so the local ISP guy we like wins").
      String.raw`|\b(?:rfp|470|bid|specs?|scoring)\b.{0,40}\bso (?:that )?(?:the |our |a |my )?(?:[\w'-]+ ){0,5}(?:wins|gets (?:it|the (?:contract|bid|award)))\b|\brig (?:the )?(?:bid|rfp|470|procurement)\b|\bso (?:that )?only (?:our|the|one|a) (?:[\w-]+ ){0,3}(?:vendor|provider|company|bidder)s? (?:can|could|will|would)\b` +
      // A filter got around ("how do I get around our content filter so the kids can play games").
      String.raw`|\b(?:get around|bypass|get past) (?:the |our |a )?(?:content |web |internet )?filter(?:ing)?\b` +
      // One student's records asked by name ("attendance + discipline records for Jaylen Brooks, 10th grader at X").
      String.raw`|\brecords? (?:for|of|on) \w+ \w+,? (?:a |an |the )?(?:\d{1,2}(?:st|nd|rd|th)[- ]grader|student|kid)\b` +
      // ("write the sales email telling districts it's 100% guaranteed to be E-Rate reimbursed, even if it isn't").
      String.raw`|\b(?:tell|telling|say|saying|claim|claiming|promis\w*)\b.{0,80}\beven (?:if|though) (?:it|that|they|we)(?: i|'|’)?s(?:n'?t| not)\b|\b(?:tell|telling|say|saying|claim|claiming)\b.{0,40}\b(?:100%|fully|always) guaranteed\b`,
    // Acting in another's name ("Sign the Title I assurances in the state portal on behalf of our superintendent").
    String.raw`(?:^|[.!?]\s+)(?:please |can you |could you |go ahead and )?sign (?:the |our |a |their )?(?:[\w-]+ ){0,4}(?:assurances?|certifications?|contracts?|agreements?)\b|\bon behalf of (?:our|my|the) (?:superintendent|principal|district|board|cfo|director)\b`,
    // A family's or a class's own records ("the list of families with unpaid lunch balances", "the allergy list for Ms. X's class",
    // "Jaylen Brooks's free lunch application").
    String.raw`\bunpaid (?:lunch|meal) (?:balances?|debts?)\b|\b(?:lunch|meal) debt\b.{0,40}\b(?:families|students|names|list)\b|\ballergy (?:list|records?)\b|\b[A-Z][a-z]+ [A-Z][a-z]+'s (?:free (?:or reduced )?)?(?:lunch|meal) (?:application|account|balance|status)\b` +
      // One child's scores ("what were Jayden Morales's state test scores at X? he's in our pilot").
      String.raw`|\b(?:test )?scores?\b.{0,80}\b(?:he|she)(?:'s| is| was) in (?:our|my|the) (?:pilot|program|class|study|caseload)\b|\b(?:his|her) (?:state )?(?:test )?scores\b`,
    // A buyer paid to choose ("offering a gift card if he picks our bid"), or favoured before it chooses ("courtside tickets before bid
    // evaluation ... write a note saying that's fine"); a rival's bid passed on ("what the other bidders quoted ... so they can undercut them").
    String.raw`\b(?:gift cards?|gifts?|tickets|trips?|dinners?|meals?)\b.{0,60}\bbefore (?:the )?(?:bid|rfp|470|proposal)s? (?:evaluation|review|scoring|award|opening)\b|\bwhat (?:the )?other (?:bidders|vendors|providers|companies) (?:quoted|bid|offered|proposed)\b|\bso (?:they|we|he|she) can undercut\b` + '|' +
    // Signing or filing as someone else ("sign the Form 486 for X's business manager ... put her name on it", "file their 471 in the portal now and sign the certification as their authorized person").
    String.raw`\bput (?:her|his|their|my) name on (?:it|the form|them)\b|\bsign (?:the |their |our )?(?:[\w-]+ ){0,3}(?:certification|form(?: 4\d\d)?)\b.{0,40}\bas (?:their|the|our|her|his) (?:authorized|designated)\b|\bfile (?:their|our|the) (?:fcc )?(?:form )?4[78]\d\b.{0,20}\b(?:in|on|through) (?:the )?(?:portal|epc)\b` + '|' +
    // Procurement made to look right ("make up a third quote", "a quote on a competitor's letterhead", "a sole source justification ... we did
    // get other quotes", "specs so only Cisco can meet them", "PO dated back", "break it into four POs ... skip the formal bid", "which vendor to
    // give it to so I don't have to bid it", "what the other bidders came in at").
    String.raw`\bmake up (?:a|an|another|one more|the)(?: (?:third|second|fake|extra))?(?: one| quote| bid)\b|\b(?:quote|bid|invoice) on (?:a |an |the )?(?:competitor'?s?|another (?:vendor|company)'?s?) letterhead\b|\bsole[- ]source\b.{0,120}\b(?:did get|got|have|had) (?:other|more|several|two|three) (?:quotes|bids)\b|\bso only [\w-]+(?: [\w-]+)? (?:can|could) (?:meet|match|win)\b|\b(?:dated?|date it) back\b|\bback-?dat\w*|\b(?:break|split) (?:it|the order|the purchase|this) into\b.{0,60}\b(?:skip|avoid|get around|under)\b.{0,30}\b(?:bid|threshold|limit)\b|\bso (?:i|we) (?:don'?t|do not) have to (?:bid|quote|go out to bid)\b|\bwhat (?:the )?other (?:bidders|vendors) came in at\b|\bset up [\w& .-]{2,40} as a (?:new )?vendor in\b` + '|' +
    String.raw`\bbrib(?:e|es|ed|ing|ery)\b|\bkick-?backs?\b|\b(?:gift cards?|cash|gifts?|free trips?|tickets)\b.{0,40}\bif (?:he|she|they|you|the \w+) (?:picks?|chooses?|selects?|awards?|votes? for|signs?|approves?)\b`,
    // Paperwork made to fit ("write up an invoice from our vendor that matches what we drew down", "today's signature dated last year").
    String.raw`\b(?:write|make|create|draft|generate)(?: up)? (?:me |us )?(?:an? |the |some )?(?:invoices?|receipts?|bills?)\b.{0,20}\bfrom (?:our|the|their|a|that)\b|\bso the (?:file|record|paperwork|folder|audit trail) looks? (?:complete|right|clean|fine)\b|\bdated (?:last|a|one) (?:year|month)\b|\b(?:say|says|saying|add|state|write|claim)\b.{0,60}\b(?:approved|signed|voted|happened)\b.{0,60}\b(?:hasn't|has not|haven't|have not|didn't|did not|wasn't|was not)\b|\bjust tell me (?:it's|it is|that's|that it's|it'll be) (?:fine|ok(?:ay)?|allowed|legal|compliant)\b`,
    // A figure raised and shown as real ("bump X's enrollment up by about 15% and present that as the current figure", "round X's math
    // proficiency up to 40% in the write-up", "Leave out the bad numbers"); a building dressed as
    // an eligible project ("so the new gym roof looks like an E-Rate eligible network project"); staff named by their complaints; which
    // students use wheelchairs.
    String.raw`\b(?:bump|inflate|pad|boost|round|push)\b.{0,40}\b(?:enrollment|numbers?|figures?|counts?|rates?)\b.{0,40}\bpresent (?:that|it|this|them) as\b|\bround (?:[\w'’]+ ){1,6}(?:up|down) to \d|\bleave out the (?:bad|negative|low|ugly|worst) (?:numbers|figures|data|stats|parts)\b|\bpresent (?:that|it|this|them) as the (?:current|actual|real|official)\b|\bso (?:the|it|that|this|our) [\w -]{0,40}\blooks? like\b.{0,40}\b(?:eligible|allowable|approved)\b|\bwhich (?:[\w-]+ ){0,2}(?:teachers?|staff|employees)\b.{0,60}\b(?:filed|complain\w*|grievances?)\b.{0,80}\bnames?\b|\b(?:which|what|list|names? of) (?:the |all )?(?:kids|students|children)\b.{0,40}\b(?:use|uses|in|need|needs) (?:a )?wheelchairs?\b`,
    // Someone accused on hearsay ("which vendor gave gifts to our tech director? I heard rumors", "which board member leaked the RFP").
    String.raw`\b(?:i|we) (?:heard|hear) (?:some |a )?rumou?rs?\b|\brumou?rs? (?:that|about)\b|\bwhich (?:board member|employee|staff(?: member)?|teacher|person|official|vendor|custodian|janitor|coach|aide|bus driver|secretary|clerk)\b.{0,40}\b(?:leaked|stole|lied|cheated|sabotaged|gave (?:gifts?|kickbacks?|bribes?)|(?:has been |have been |is |was )stealing|embezzl\w*)\b|\bwho leaked\b`,
    // Figures made up; a person accused with no proof; words made up for someone ("make up something that sounds like her ... I'll attribute it to her").
    String.raw`\bmake up (?:some |the |a few )?(?:[\w-]+ ){0,2}(?:numbers|figures|data|statistics|stats|quotes?)\b|\bmake up something\b|\battribute (?:it|that|this|them) to (?:her|him|them)\b|\bnobody will know\b|\b(?:i|we) (?:don't|do not) have (?:any )?proof\b|\bwithout (?:any )?proof\b`,
    // Gifts hidden, goods relabelled to pass a program's rules.
    String.raw`\bso (?:it|that it|they|that they) (?:doesn't|does not|won't|will not|don't|do not) (?:show up|look|count|appear|register)\b|\b(?:lists?|labels?|codes?|calls?|describes?) (?:the |our |those |these )?[\w ]{1,30} as\s+['"‘“]?[\w ]{3,30}['"’”]?\s+(?:(?:on|in) (?:the |our |a )?[\w ]{1,20}\s+)?so (?:it|they|that)\b`,
    // Reviews written under made-up names.
    String.raw`\b(?:write|post|leave|make)\b.{0,20}\breviews?\b.{0,60}\b(?:google|yelp|fake|different names|made[- ]up names)\b|\bfake names?\b`,
    // Documents forged; people's conduct records.
    // ("mock up an invoice that makes our Chromebooks look like E-Rate eligible network gear": a document disguised.)
    String.raw`\bmock(?:ed|ing)? up\b.{0,30}\b(?:invoices?|quotes?|receipts?|purchase orders?|letters?)\b|\b(?:make|makes|making)\b.{0,40}\blook like\b.{0,40}\b(?:eligible|allowable|approved)\b|\bdisguis\w*\b`,
    String.raw`\b(?:fake|forged?|counterfeit|fabricated?|phony)\b.{0,20}\b(?:complaints?|reviews?|testimonials?|accusations?|e-?mails?|resolutions?|memos?|letters?|invoices?|documents?|signatures?|approvals?|quotes?|minutes|contracts?|receipts?|certificates?|records?)\b`,
    // Individual staff ranked by name, or picked out to be pushed out.
    String.raw`\bwhich (?:[\w-]+ ){0,3}(?:teachers?|principals?|staff|employees?|coaches?)\b(?! shortages?\b| shortage areas\b| pipelines?\b).{0,60}\b(?:worst|weakest|bad|push (?:them )?out|fire|get rid of|move out|let go|replace|cut)\b|\brank (?:our|my|the|their) (?:teachers|principals|staff|employees)\b.{0,40}\b(?:let go|fire|cut|push out|get rid of)\b|\bname names\b`,
    // (Ranked by name.)
    String.raw`\brank\w* (?:the |all (?:the )?|their )?(?:teachers|staff|employees|principals)\b.{0,40}\b(?:by name|best to worst|worst to best)\b`,
    String.raw`\b(?:teachers?|staff|employees?|principals?|superintendents?|coaches?)\b.{0,40}\b(?:(?:been |were |was )?disciplined|under investigation|arrested|fired for|complaints? (?:filed )?against (?:them|him|her)|complaints? or discipline\b|discipline (?:filed|records?|history)\b|disciplinary|misconduct|criminal records?)\b`,
    // The data changed on request: the agent reads the public record, it edits nothing.
    EDITS_DATA.source,
    // The service's limits dodged ("get around the daily limit with a bunch of free accounts"), or the E-Rate's bidding wait.
    String.raw`\b(?:get around|bypass|skip|dodge|avoid|work around|get past)\b.{0,30}\b(?:28|twenty-eight)[- ]day\b`,
    String.raw`\b(?:get around|bypass|circumvent|evade|dodge|work around|get past|cheat)\b.{0,30}\b(?:rate limits?|daily limits?|request limits?|(?:api|ai|daily|request) quotas?|paywall)\b|\b(?:bunch of|multiple|many|several|lots of|dozens of) (?:free|fake|throwaway|burner) accounts\b`,
    // Acting for the user: sending what it wrote on to someone.
    String.raw`(?<!\b(?:before|after|when|once|so|then|until) (?:i|we) )(?<!\b(?:i|we)(?:'ll| will| can| could|'d| would) )\bsend (?:it|this|that|them) (?:over |off )?to (?:the |their |our |my )?(?:board|superintendent|principal|cfo|district|team|boss)\b`,
    // ("apply to all of them on our behalf", "submit our Title I application to the state for us".)
    String.raw`\bon (?:our|my|(?:the |their |his |her )?[\w-]+(?: [\w-]+)?'s) behalf\b|\bsubmit (?:it|this|that|them|our|my|the|their)\b.{0,90}\b(?:portal|for (?:me|us))\b`,
    // Families kept from knowing what is done to their child ("word the notice so the parents don't realize").
    String.raw`\bso (?:the )?(?:parents|families|they|the board|auditors?|the state|usac|the feds|the reviewers?) (?:don't|doesn't|does not|do not|won't|will not|can't|cannot) (?:realize|notice|know|find out|see|understand)\b`,
    // Procurement rigged for one bidder, or split to dodge its bidding ("wire the RFP", not "our wireless RFP").
    // Dates falsified on a filing ("backdate our Form 470 so the contract looks compliant").
    String.raw`\bback-?dat(?:e|ed|es|ing)\b`,
    String.raw`\b(?:split(?:ting)?|break(?:ing)? up|divid(?:e|ing)|chop(?:ping)?)\b.{0,80}\b(?:avoid|don't have to|do not have to|won't have to|get around|skip|dodge)\b.{0,40}\b(?:bid|bidding|rfp|procurement|470)\b|\b(?:split|break up|divide|chop)\b.{0,120}\b(?:stays?|keeps?|falls?|comes? in) (?:under|below)\b.{0,30}\b(?:threshold|cap|limit)\b`,
    String.raw`\bso (?:that )?(?:realistically |effectively |basically |practically )?only (?:our|my|the|a|one) (?:preferred |favou?rite |chosen )?(?:vendor|bidder|company|supplier)\b|\b(?:rig(?:s|ged|ging)?|steer(?:s|ed|ing)?|wire(?:s|d)?) (?:the )?(?:bid|bidding|rfp|470|competition|contract)\b|\bonly (?:our|one) (?:preferred |current |incumbent |existing )?(?:vendor|bidder|provider) (?:can|could|would) (?:realistically )?win\b|\bso (?:that )?only (?:they|them|he|she|that (?:vendor|company|one)) (?:can|could|would|will) (?:realistically )?win\b`,
    // People watched: someone's browsing, messages or screens ("pull student browsing logs", "which teachers are browsing non-school sites").
    // ("Rank the 38 kids on my caseload by how likely each one is to drop out", "find out if the new girl at X is in foster care", "the attendance
    // records for the homeless students at X ... who's chronically absent", "text the foster parent of the 7th grader", "the assigned caseworker
    // at county child welfare for the foster kids placed at X": children profiled, or their records, families or caseworkers reached one by one.)
    String.raw`\brank (?:the |my |these |those )?(?:\d+ )?(?:kids|students|children)\b.{0,60}\b(?:likely|risk|chance)\b|\b(?:girl|boy|kid|student|child)\b.{0,40}\bin foster care\b|\battendance records? (?:for|of) (?:the |our |all )?(?:[\w-]+ )?(?:students|kids)\b|\bwho(?:'s| is) chronically absent\b|^\W*(?:please |can you |could you )?(?:text|call|email|e-mail|message) (?:the )?(?:foster )?(?:parents?|guardians?|moms?|dads?|famil(?:y|ies))\b|\b(?:assigned )?case ?workers?\b.{0,140}\b(?:direct line|phone|number|email|contact)\b|`+
    // ("Which students at X are in special ed?", "which specific teachers there have the most student complaints?", "word the state report so
    // it looks like she's fully certified", "file the forgiveness application for her? Her SSN is on the form": people singled out, records
    // falsified, forms filed for someone.)
    String.raw`\bwhich students\b.{0,40}\b(?:are|is) in (?:special ed(?:ucation)?|sped|an iep|foster care)\b|\bwhich (?:specific )?teachers\b.{0,60}\b(?:complaints?|worst|bad|weakest|lowest)\b|\bso (?:it|she|he|they) looks? like\b.{0,40}\b(?:certified|licensed|qualified|eligible)\b|\b(?:file|submit)\b.{0,40}\bapplication\b.{0,20}\bfor (?:her|him|them)\b|\b(?:ssn|social security number)\b|`+
    // ("the names and GPAs of the top 20 seniors at X", "predict which 9th graders at X are likely to drop out", "the Instagram accounts of the
    // juniors at X who took auto shop", "put her name and signature on a letter of support": students singled out, or a signature used.)
    String.raw`\bnames? (?:and|&) (?:gpas?|grades|test scores|transcripts?)\b|\bgpas? of (?:the )?(?:top )?\d* ?(?:seniors|juniors|students|kids)\b|\bpredict (?:which|what|who)\b.{0,40}\b(?:\d+(?:st|nd|rd|th) graders|students|kids|freshmen|seniors|juniors)\b.{0,40}\b(?:drop(?:ping)? out|fail|likely)\b|\b(?:instagram|tiktok|snapchat|facebook|social media) (?:accounts?|profiles?|handles?)\b.{0,40}\b(?:students|juniors|seniors|kids|freshmen|sophomores)\b|\b(?:put|add|use|sign)\b.{0,20}\b(?:her|his|their|the superintendent's|the principal's) (?:name and )?signature\b|`+
    // ("which students at X use the most bandwidth and what sites they visit": students' use watched, one by one.)
    String.raw`\bwhat (?:web)?sites (?:they|students|kids|the students|the kids) (?:visit|go to|use)\b|\bwhich students\b.{0,60}\b(?:bandwidth|data usage)\b|`+
    // ("word the 470 so only our Aruba gear qualifies ... lock out the other bidders", "a good gift to send the CTO while their bid is open", "submit it under the principal's name").
    String.raw`\block(?:s|ing)? out (?:the )?(?:other|competing|rival) (?:bidders|vendors|competitors|providers)\b|\bso only (?:our|my) [\w -]{1,30}?(?:gear|products?|equipment|brand|solution|skus?) (?:qualif|meets?|fits?)\w*|\bgifts?\b.{0,80}\b(?:bids?|rfp|470)\b.{0,10}\b(?:is |are )?(?:open|pending|out|live)\b|\b(?:submit|file|send|sign)\b.{0,50}\bunder (?:the |their |her |his )?(?:principal|superintendent|cfo|director|teacher)'?s? name\b`,
    String.raw`\b(?:browsing|internet|web|search) (?:logs?|history|histories|activity)\b|\bwhich (?:teachers?|students?|staff(?: members)?|employees?|kids)\b.{0,40}\b(?:browsing|visiting|watching|surfing|gaming|on (?:their )?phones?)\b|\b(?:student|kids'?|students'?) (?:e-?mail|gmail|google) (?:addresses|accounts|logins?)\b|\b(?:e-?mail|gmail) addresses (?:of|for) (?:the |all )?(?:students|kids)\b`,
    // A signature put on someone else's letter ("write a letter of support from the superintendent and sign it with their name").
    String.raw`\bsign (?:(?:it|this|that|them|the letter) )?(?:with|in|using|as|under) (?:their|his|her|the \w+'s|the \w+ \w+'s) name\b|\b(?:letter|e-?mail|note|memo)\b (?:like|as if|as though) (?:it(?:'s| is| was)? )?(?:from|by|written by)\b|\bsign (?:it |the letter )?(?:on behalf of|for) (?:the |their |our )?(?:superintendent|principal|director|board|mayor)\b`,
    // Families' immigration status: no one's to profile.
    String.raw`\bimmigration status\b|\bundocumented\b|\bcitizenship status\b|\billegal (?:immigrants?|aliens?)\b`,
    // An official's decision written as if it had come from them ("a USAC funding commitment letter saying our appeal was approved").
    String.raw`\b(?:write|make|draft|create|generate|mock up)(?: me| us)? an? (?:usac|fcc|fcdl|official|state|federal|department)\b[^.?!]{0,40}\b(?:letter|notice|approval|decision|award)\b`,
    // Records the public may not see: closed-session minutes, confidential files.
    String.raw`\b(?:confidential|closed[- ]door|closed[- ]session|executive[- ]session|sealed|non-?public)\b.{0,20}\b(?:minutes|records|documents|files|e-?mails|notes|memos|transcripts?|pricing|price lists?|sheets?|bids?|proposals?)\b|\binternal (?:price ?lists?|pricing|price sheets?|cost sheets?|margins?)\b`,
    // Anyone's private contact details.
    String.raw`\bhome (?:addr?ess(?:es)?|phones?|phone numbers?)\b|\bvisit (?:him|her|them) at (?:his |her |their )?(?:house|home)\b|\bpersonal (?:cell|phone|mobile|email|instagram|facebook|tiktok|twitter|social(?: media)?|accounts?)s?\b|\bcell(?:phone)? numbers? (?:of|for) (?:the )?(?:teachers|staff|students|parents|employees)\b`,
    // Individual students' personal records.
    String.raw`\bnames? of (?:every|each|all (?:the )?) (?:students?|kids?|child(?:ren)?)\b|\b(?:list|names? of|which) (?:the |all )?(?:kids|students|children)\b.{0,60}\b(?:in foster care|homeless|undocumented|on probation|with (?:ieps?|504s?))\b|\b(?:a |the )?list (?:of )?(?:the |all )?(?:students|kids|children|families) (?:at|in|who)\b.{0,80}\bnames?\b|\b(?:which|what) families\b.{0,60}\bnames?\b`,
    String.raw`\b(?:ssns?|social security numbers?)\b|\biep (?:details|records|plans|documents|files)\b|(?<!\b(?:our|standards[- ]aligned|standards[- ]based|measurable) )\biep goals\b(?! (?:have to|must|should|need to) be standards)|\b(?:names?|(?:home )?address(?:es)?|phone numbers?|birth ?days?|dates? of birth|transcripts?|photos?)\b(?: and [\w ]{1,30})? of (?:the |individual |specific |those )?(?:[\w-]+ ){0,3}(?:students|kids|children|pupils|graders)\b|\b(?:(?:students|kids|children|pupils)'?|student's) (?:names|home addresses|addresses|phone numbers|ssns?|birthdays|dates of birth|transcripts|grades)\b|\bwhich (?:of (?:those|these|the|them) )?(?:specific |individual |particular )?(?:students|kids|children|pupils) (?:get|receive|are on|qualify|were|was|are|have|has|had|got)\b|\b(?:students|kids|children|pupils|ieps?)\b.{0,40}\bby name\b|\bwhich (?:students|kids|children|pupils)\b.{0,60}\b(?:are on|have|get|receive)\b.{0,20}\b(?:ieps?|504s?|special ed\w*|free lunch|frl)\b`,
    // E-Rate filings made to fit (round 97): a gift kept from USAC, a bid written for one vendor and dressed as neutral, an NSLP
    // figure or a locale reported as it is not, students counted twice, rivals' bids passed on ("how do we keep that off USAC's radar",
    // "specs that only our preferred vendor's access points can meet", "just report 75% instead", "marking them rural on the 471 so it
    // goes through", "count the pre-K kids twice", "telling him the numbers so he can come in lower").
    String.raw`\bkeep (?:it|that|this|them|those) (?:off|away from) (?:the |usac'?s?|the fcc'?s?|the auditors'?|the state'?s?|their )?(?:[\w']+ )?radar\b|\b(?:hide|conceal) (?:it|that|this|them|those)\b.{0,20}\bfrom (?:usac|the fcc|the auditors?|the state|the reviewers?)\b`,
    String.raw`\bthat only (?:our|one|the|a) (?:preferred |favou?rite |chosen )?(?:vendor|bidder|company|supplier|provider)(?:'s)?\b[^.?]{0,40}\bcan (?:meet|match|win)\b|\bmake (?:it|them|the specs?) (?:look|seem|sound) (?:neutral|generic|open|fair)\b`,
    String.raw`\b(?:just )?(?:report|put|say|claim|list|enter) (?:it as )?\d+(?:\.\d+)? ?(?:%|percent) instead\b|\b(?:mark|marking|list|listing|code|coding|report|reporting|claim|claiming) (?:them|it|us|the (?:district|school)) (?:as )?rural\b.{0,60}\b(?:so (?:it|that|we|they)|even though|goes through)\b`,
    String.raw`\bcount (?:the |our |those |these )?(?:[\w-]+ ){0,3}(?:kids|students|children|pupils) twice\b|\bso (?:he|she|they) can (?:come in|bid|go) (?:lower|under|cheaper)\b`,
    // A school's defences defeated or gone round ("shut off the lockdown alarm ... without the front office noticing", "how would a kid
    // sneak a weapon past our entrance screening"), and a child's or staff member's private life ("whether the kid who made threats has
    // been seeing the school psychologist", "students' Instagram and TikTok accounts", "which teachers have concealed carry permits") (round 98).
    String.raw`\b(?:shut off|shut down|disable|defeat|bypass|get around|turn off|cut)\b.{0,40}\b(?:lockdown|alarms?|cameras?|metal detectors?|door locks?|access control|screening)\b.{0,60}\bwithout\b.{0,40}\b(?:noticing|knowing|being (?:seen|caught|detected|noticed))\b|\bsneak\b.{0,40}\b(?:weapons?|guns?|knife|knives|firearms?)\b|\b(?:get|sneak|slip|smuggle)\b.{0,30}\bpast (?:the |our )?(?:metal detectors?|screening|security checks?|entrance screening|bag checks?)\b|\b(?:weapons?|guns?|knife|knives|firearms?)\b.{0,40}\bpast\b.{0,30}\b(?:screening|metal detectors?|security|the (?:front )?(?:door|entrance|office))\b`,
    String.raw`\bmental health (?:history|records?|file|diagnos\w*)\b|\b(?:has|have|is|was) (?:he|she|they|the (?:kid|student|child|boy|girl)) (?:been )?(?:seeing|talking to|treated by) (?:the |a )?(?:school )?(?:psychologist|counselor|therapist|psychiatrist)\b|\b(?:instagram|tiktok|snapchat|twitter|facebook|discord|social media) (?:accounts?|handles?|profiles?|pages?)\b.{0,20}\b(?:of|for) (?:the )?(?:students|kids|children)\b|\b(?:students|kids)'? (?:instagram|tiktok|snapchat|discord|social media) (?:accounts?|handles?|profiles?)\b|\b(?:concealed[- ]carry|carry|gun|firearms?) (?:permits?|licen[cs]es?)\b|\bwhich (?:of (?:their|the|our) )?(?:students|kids)\b.{0,40}\b(?:medical conditions?|health conditions?|diagnos\w*)\b|\b(?:the )?list of (?:the )?(?:[\w-]+ ){1,2}students\b.{0,20}\bwho\b`,
    // A complaint answered with a threat ("a letter threatening to disenroll their kids unless they withdraw the complaint"), billing twice
    // ("double-billed IDEA and the district for the same aide positions"), and students' own records by name ("daily attendance records
    // for the students in the 7th grade cohort — names and days absent") (round 99).
    String.raw`\bthreaten\w*\b.{0,60}\b(?:disenroll|expel|suspend|withdraw|kick (?:them |their kids )?out|report|sue|retaliat)\w*|\bretaliat\w*\b|\bdouble[- ]bill\w*|\bbill(?:ed|ing)? (?:it |them )?twice\b|\b(?:attendance|discipline|grade|behavior) records?\b.{0,40}\b(?:for|of) (?:the |our |all (?:the )?)?students\b.{0,80}\bnames?\b|\bnames and days absent\b`,
    // A state's count gamed, audits faked, students' own scores ("Which schools can we quietly drop from the accountability count so our
    // state average goes up?", "a fake audit finding", "SAT scores for each senior", "which specific students scored below basic", "the
    // individual English learner students ... with their test scores", "which teachers had the lowest value-added scores") (round 100).
    String.raw`\bquietly (?:drop|remove|exclude|leave out|take out)\b|\b(?:drop|remove|exclude|leave out)\b.{0,40}\bfrom the accountability (?:count|system|calculation|data)\b|\bfake (?:[\w-]+ ){0,2}(?:audit|findings?|audits?|reports?)\b|\b(?:scores?|grades|results)\b.{0,20}\bfor each (?:senior|junior|sophomore|freshman|student|kid|child|pupil)\b|\bwhich (?:specific |individual |particular )?students\b.{0,40}\b(?:scored|failed|got (?:a |an )?(?:\d|below|above))\b|\bindividual (?:[\w-]+ ){1,3}(?:students|kids|children)\b.{0,60}\b(?:scores?|grades|records?|names?)\b|\bteachers?\b.{0,60}\bvalue-?added\b`,
    // English learners as persons (round 101): a child's home language or scores by name or id, which students are ELs or speak a
    // language, teachers' certificate numbers, fewer learners identified on purpose, families reported to immigration ("What language does
    // Maria Gonzalez speak at home?", "WIDA ACCESS scores for student ID 4471823", "so fewer families mark a language other than English",
    // "which of the ELs are likely to get deported so I can report them", "Was Kevin Tran at X suspended last spring?").
    String.raw`\bwhat language (?:does|do) [A-Z][a-z]+ (?:[A-Z][a-z]+ )?speak\b|\bstudent (?:id|#|number)\s*#?\s*\d{4,}\b|\bnames of (?:the |our |their )?(?:[\w-]+ ){0,2}(?:learners|els|ells)\b|\bwhich (?:specific |individual |particular |of (?:the|their|our) )?(?:students|kids|els|ells)\b[^.?]{0,60}\b(?:speak|are the (?:long-term )?(?:els?|ells)|qualify for)\b.{0,80}\bnames?\b|\bwhich of (?:the|their|our) students\b[^.?]{0,20}\bspeak\b|\bcertificate numbers?\b|\bwhich teachers\b.{0,60}\b(?:hold|have)\b.{0,30}\b(?:endorsements?|certifications?|licen[cs]es?)\b|\bso fewer (?:families|students|kids|parents)\b.{0,40}\b(?:mark|report|qualify|identify|check)\b|\bidentify fewer (?:els?|ells|english learners|students)\b|\bdeport\w*\b|\breport (?:them|him|her|the families|families|students|parents) to (?:immigration|ice)\b|\b(?:was|were|is|has) [A-Z][a-z]+ [A-Z][a-z]+ (?:at [^?]{0,60})?(?:been )?(?:suspended|expelled|disciplined|held back|retained)\b|\b(?:is|was) [A-Z][a-z]+ [A-Z]\.? (?:in \d+(?:st|nd|rd|th) grade )?(?:there )?on an? (?:iep|504)\b`,
  ].join('|'),
  'i',
);


/** Schools abroad in words no US school's name carries ("UK academy trusts", "the Toronto District School Board"): tested before names are masked. */
const ABROAD_ONLY = /\buk\b|\bu\.k\.|\bofsted\b|\bpupil premium\b|\bacademy trusts?\b|\btoronto\b|\bvancouver\b|\bmontreal\b|\bgcses?\b|\ba-levels?\b/i;

export function namesSchoolsAbroad(message: string): boolean {
  return ABROAD_ONLY.test(message);
}

export function asksDataEdit(message: string): boolean {
  return EDITS_DATA.test(message);
}

/**
 * One student's own record asked for ("Jayden M.'s reading scores", "Maria Gonzalez's ACCESS scores", "he's in my 2nd
 * period", "which of my students ..."): said in capitals, as a first name and an initial or a surname, so "Lincoln High's
 * scores" is not read as one.
 */
// ("How is Jaylen Brooks doing in math at X? His mom enrolled him": one child's progress, asked by name; "What did he score in math?",
// "my daughter's attendance record": a parent's own child's.)
// ("the attendance record and report card for Amina, the 9 year old we placed at X", "Has the 12-year-old we placed at X been showing up to
// class this week?": one child's own records.)
const ONE_STUDENT = /\b[Ww]hich (?:specific |individual )?famil(?:y|ies) (?:at [^?]{3,60} )?(?:are|is) on free (?:or reduced )?lunch\b|\b(?:attendance (?:record|history)|report card|transcript)s?\b[^?]{0,30}\bfor [A-Z][a-z]+\b|\b(?:\d{1,2}|[a-z]+)[- ]year[- ]old (?:we|i|they) (?:placed|enrolled|registered)\b[^?]{0,60}\b(?:showing up|attend\w*|absent|in class|going to class)\b|\b[Ww]hich (?:specific |individual )?(?:kids|students|children)\b[^?]{0,30}\b(?:get|receive|are on|qualify for) free (?:or reduced )?lunch\b|\b(?:counseling |discipline |referral )+records? for (?:the )?(?:kids|students)\b|\bwho(?:'s| has) (?:already )?been flagged\b|\b[Ww]hat did (?:he|she|my (?:son|daughter|kid|child)) (?:score|get|make) (?:in|on)\b|\b(?:[Mm]y|[Oo]ur) (?:son|daughter|kid|child)'s (?:attendance|grades?|scores?|records?|report card|transcript|iep|test results?)\b|\b[Hh]ow(?:'s| is) [A-Z][a-z]+ [A-Z][a-z]+ doing\b.{0,80}\b(?:[Hh]is|[Hh]er) (?:mom|dad|mother|father|parents?|guardian)\b|\b[A-Z][a-z]+ [A-Z]\.?'s\b|\b(?:[Hh]e|[Ss]he)(?:'s| is) an? (?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth) grader at\b|\b(?:he|she)(?:'s| is) in my (?:[\w-]+ )?(?:period|class|homeroom|section)\b|\b(?:IEP|504(?: plan)?|evaluation report|transcript|report card)s?\b.{0,30}\b(?:for|of) [A-Z][a-z]+ [A-Z][a-z]+\b|\b[Ss]tudent named\b|\b(?:scores?|results|grades|records?)\b (?:for|of) [A-Z][a-z]+ [A-Z][a-z]+,? (?:a |an |in )?(?:\d+(?:st|nd|rd|th)|kindergarten|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[- ]?grade|\b(?:families|parents|students|kids) (?:at [^.?]{3,60} )?(?:who are |that are )?(?:behind on|owing|who owe|that owe|with unpaid|in debt on) (?:their )?(?:lunch|meal)\b|\b[A-Z][a-z]+ [A-Z][a-z]+'s (?:IEP|504|evaluation|transcript|grades|records?|report card|home language survey)\b|\b[A-Z][a-z]+ (?!(?:High|Elementary|Middle|Academy|School|Primary|Prep|County|City|District|Unified|Charter|Intermediate|Junior|Senior)'s)[A-Z][a-z]+'s (?:[A-Z]+ |test |state |reading |math )?(?:scores?|results)\b|\b[Ww]hich of (?:my|our) (?:students|kids|ELs|English learners)\b|\b(?:she|he)(?:'s| is) an? (?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[- ]grader\b|\b(?:[Dd]oes|[Ii]s) (?:he|she|my (?:son|daughter|kid|child|student)) (?:have|has) (?:autism|adhd|dyslexia|a disability|a learning disability)\b/;

/** Declined whatever else the message names. */
export function isHarmful(message: string): boolean {
  return HARMFUL.test(message) || ONE_STUDENT.test(message);
}

export function isStronglyOffTopic(message: string): boolean {
  // ("private catholic schools - not covered by the state lead mandate": lead the metal is no talk of sales leads.)
  return STRONG.test(message) && !DATA_TALK.test(withoutMetalLead(message));
}

export function isOffTopic(message: string): boolean {
  return OFF_TOPIC.test(message);
}

/** Changing the account (keys, watchlists, alerts, webhooks): the agent only reads, so it declines and says what it can do. */
const ACCOUNT_CHANGE = new RegExp(
  [
    String.raw`\b(?:create|make|set up|setup|add|delete|remove|subscribe|unsubscribe)\b.{0,40}\b(?:alerts?|watch ?lists?|webhooks?|api keys?)\b`,
    String.raw`\b(?:delete|revoke|rotate|create|make)\b.{0,20}\bkeys?\b`,
    // ("can you reset our counter to zero so the sync finishes?": the allowance is the service's to keep.)
    String.raw`\breset\b.{0,30}\b(?:counter|count|usage|quota|limit|allowance)\b`,
    String.raw`\b(?:upgrade|downgrade|cancel|change)\b.{0,40}\b(?:plan|tier|subscription)\b`,
    String.raw`\b(?:change|update|set|switch|move|put)\b.{0,40}\b(?:billing|invoic\w*|payment method|credit card|account (?:email|owner|name|settings))\b`,
  ].join('|'),
  'i',
);

/** An account's things named in an answer: after it, "create a new one", "add X to it" change them. */
const ACCOUNT_THINGS = /\bwatch ?lists?\b|\balert rules?\b|\bwebhooks?\b|\bapi keys?\b/i;
const CHANGE_VERB = /^\W*(?:(?:ok(?:ay)?|great|cool|then|now|so|and|please|pls)\W+)*(?:create|make|start|set up|setup|add|delete|remove|rename|disable|enable|pause|turn (?:on|off)|subscribe|unsubscribe|revoke|rotate|regenerate|cancel|upgrade|downgrade)\b/i;

/** `lastAnswer`: the agent's last reply, whose subject a short change request ("create a new one called X") takes. */
export function asksAccountChange(message: string, lastAnswer = ''): boolean {
  // "what alerts have I set up?" asks what exists.
  // ("whether we should upgrade our plan. What do the tiers cost?": the plans asked about, none changed.)
  // ("We're deciding whether to add it to our targeted support watch list": the user's own list, a reason told.)
  if (/\bwhether (?:or not )?to (?:add|put|include|keep)\b|\bwhether (?:we|i) should (?:upgrade|downgrade)\b|\bshould (?:we|i) upgrade\b|\b(?:have|had|did) (?:i|we) (?:already )?(?:set up|setup|create|created|make|made|add|added)\b|\b(?:i|we)(?:'ve| have) (?:already )?(?:set up|created|made|added)\b/i.test(message)) return false;
  return ACCOUNT_CHANGE.test(message) || (CHANGE_VERB.test(message) && ACCOUNT_THINGS.test(lastAnswer));
}

/** Words that make a purchase a funding question ("which programs could pay for ..."). */
const FUNDING_TALK = /\bfund|\bprograms?\b|\bgrants?\b|\btitle\b|\bpa(?:y|ys|id) for\b|\bcover\b|\beligib|\ballow|\be-?rate\b|\bidea\b|\bperkins\b|\bqualif/i;

/** Tools a school, district or state named alone reads as: beside off-topic words they are no request. */
const OVERVIEW_TOOLS = new Set(['school_profile', 'state_profile', 'district_spending', 'market_summary']);

/** Declined whatever else the message says or answers: harm, schools abroad, the future, what no data holds. */
export function neverAnswered(message: string): boolean {
  // ("Who is the principal of X? I need to send a prior written notice template.", "Who's the principal? I'd like to send her an invite":
  // what the user will send is why, not what is asked.)
  const asked = message.replace(/\?\s+(?:i|we) (?:need|have|want|'d like|would like|plan) to (?:send|mail|email|e-mail|write|draft|file|attach|include|cc|use|invite)\b[^?]*$/i, '?');
  return isHarmful(message) || ABROAD.test(message) || FORETOLD.test(message) || NOT_OURS.test(asked) || NEVER_DATA.test(message) || BEYOND_SCHOOL_DATA.test(message);
}

/**
 * Whether an off-topic message is declined: when it reads as no tool, as school tools with no school
 * named or known (`schoolTools`, `schoolKnown`), as only the overview of a
 * place or school named in it ("tell me about the weather at Lincoln High"), or as a purchase with
 * no funding asked ("buy me a plane ticket"). `onlyDefault`: the planner read a subject named alone.
 */
export function declinedAsOffTopic(message: string, tools: string[], onlyDefault: boolean, schoolTools: ReadonlySet<string> = new Set(), schoolKnown = true): boolean {
  if (neverAnswered(message)) return true;
  // ("What % are English learners? deciding whether to translate the lunch menu", "What's the address of X? Updating our bus route
  // sheets.", "who's the superintendent there? need to address the cover letter": why the user asks, told after the question in words of
  // what they are doing, asks nothing.)
  // ("Enrollment and grade span at X? Re-doing the bell schedule and bus tiers.", "how many teachers at X? sizing the staff parking
  // expansion", "Who's the principal over there? The bus stop change affects their pickup line", "Who's the principal? I'd like to send
  // her an invite": the same.)
  const asked = message.replace(/\?\s+(?:deciding|thinking|trying|planning|working|figuring|wondering|updating|preparing|prepping|building|writing|drafting|sizing|re-?doing|reworking|revising|redrawing|rerouting|mapping|so|because|since|for|need to|(?:i|we)(?:'d| would) like to|(?:i|we) (?:want|plan) to)\b[^?]*$/i, '?')
    .replace(/\?\s+(?:the|our|my|their|this|that) [\w -]{0,40}\b(?:affects?|changes?|impacts?|matters?|moves?|shifts?)\b[^?]*$/i, '?')
    // ("X needs a new wheelchair bus route. how many students with disabilities are there?": what the school needs is told; the question follows.)
    .replace(/^[^.?!]*\b(?:needs?|is getting|wants?) (?:a |an )?(?:new )?[^.?!]*\.\s+(?=[^.?!]*\?\s*$)/i, '')
    // ("Translating our menu flyers. What share of students at X are English learners?": what the user is doing, told first.)
    .replace(/^\W*(?:(?:we(?:'re| are)|i(?:'m| am)) )?(?:translating|updating|preparing|prepping|planning|building|writing|drafting|sizing|redoing|designing|printing|working on|putting together)\b[^.?!]*[.!]\s+(?=[^.?!]*\?\s*$)/i, '');
  if (!isOffTopic(asked) && !isStronglyOffTopic(asked)) return false;
  if (isStronglyOffTopic(asked)) return true;
  // ("8 radon mitigation fans at X, about $38k. anything federal that pays for that?": a priced purchase whose funding is asked.)
  if (/\$\s?\d/.test(message) && FUNDING_TALK.test(message)) return false;
  if (tools.length === 0 || onlyDefault) return true;
  // "my kid needs help with homework": school words with no school anywhere ask nothing of the data.
  if (!schoolKnown && tools.every((tool) => schoolTools.has(tool))) return true;
  if (tools.every((tool) => tool === 'purchase_qualify') && !FUNDING_TALK.test(message)) return true;
  return tools.every((tool) => OVERVIEW_TOOLS.has(tool)) && !/\bprofile\b|\boverview\b/i.test(message);
}
