import { joinAnd, money, num, numbered, pct, text, verified } from './format.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- tool results are read field by field, each checked by its schema before */
type Result = any;

/** A district as answers name it: "LEA <id>" lets a later turn say "the district" or "its C2 budget". */
export const districtLabel = (r: Result) => `${text(r.name ?? r.district_name)} (${r.state ? `${r.state}, ` : ''}LEA ${text(r.leaid ?? r.lea_id)})`;

/** The measures districts are ranked by, in words. */
const RANKING_MEASURES: Record<string, string> = { perPupil: 'spending per pupil', instructionPct: 'share spent on instruction', adminPct: 'share spent on administration', totalExp: 'total expenditure' };

/** Answers for the district and state tools: the key numbers of each result, with their labels. */
export const SCOPE_WRITERS: Record<string, (result: Result, args: Record<string, unknown>) => string> = {
  district_spending: (r) => {
    const perPupil = r.benchmarks?.per_pupil_expenditure;
    const s = r.spending ?? {};
    // A share's place among the state's and the nation's districts: "at the 75th percentile of its state (median 9.68%) and the 62nd nationally (median 7.5%)".
    const placed = (label: string, benchmark: Result | undefined) =>
      benchmark ? ` ${label} is at the ${num(benchmark.state?.percentile)}th percentile of its state (median ${pct(benchmark.state?.median)}) and the ${num(benchmark.national?.percentile)}th nationally (median ${pct(benchmark.national?.median)}).` : '';
    return `${districtLabel(r)}, fiscal year ${text(r.fiscal_year)}: total expenditure ${money(r.total_expenditure)}, ${money(r.per_pupil_expenditure)} per pupil` +
      ` for ${num(r.enrollment)} students. Instruction ${money(s.instruction)} (${pct(s.instruction_pct)}), support ${money(s.support_services)} (${pct(s.support_pct)}), administration ${money(s.administration)} (${pct(s.admin_pct)}), capital outlay ${money(s.capital_outlay)} (${pct(s.capital_pct)}) of spending. ` +
      `Revenue: federal ${money(r.revenue?.federal)} (${pct(r.revenue?.federal_pct)}), state ${money(r.revenue?.state)} (${pct(r.revenue?.state_pct)}), local ${money(r.revenue?.local)} (${pct(r.revenue?.local_pct)})` +
      (r.revenue?.title_i != null || r.revenue?.idea != null ? `; of the federal money, Title I ${money(r.revenue?.title_i)} and IDEA ${money(r.revenue?.idea)}.` : '.') +
      (perPupil ? ` Per-pupil spending is at the ${num(perPupil.state?.percentile)}th percentile of its state (median ${money(perPupil.state?.median)}) and the ${num(perPupil.national?.percentile)}th nationally (median ${money(perPupil.national?.median)}).` : '') +
      placed('The instruction share', r.benchmarks?.instruction_pct) + placed('The administration share', r.benchmarks?.admin_pct);
  },

  spending_compare: (r) =>
    `Spending of ${joinAnd((r.districts ?? []).map((d: Result) => districtLabel(d)))}:\n` +
    // (Each function in dollars beside its share: "support services and admin spending" compares the amounts too.)
    numbered((r.districts ?? []).map((d: Result) => `${d.name}: ${money(d.per_pupil_expenditure)} per pupil, total ${money(d.total_expenditure)}, instruction ${amountAndShare(d.spending?.instruction, d.spending?.instruction_pct)}, ` +
      `support ${amountAndShare(d.spending?.support_services, d.spending?.support_pct)}, administration ${amountAndShare(d.spending?.administration, d.spending?.admin_pct)}, capital ${amountAndShare(d.spending?.capital_outlay, d.spending?.capital_pct)}` +
      // ("Which gets more Title I, A or B?": each district's federal money and its Title I, when its finance record has them.)
      (d.revenue?.federal != null ? `; federal revenue ${money(d.revenue.federal)}${d.revenue.federal_pct != null ? ` (${pct(d.revenue.federal_pct)} of revenue)` : ''}${d.revenue.title_i != null ? `, of it Title I ${money(d.revenue.title_i)}` : ''}${d.revenue.idea != null ? `${d.revenue.title_i != null ? ' and' : ', of it'} IDEA ${money(d.revenue.idea)}` : ''}` : ''))),

  spending_rankings: (r) =>
    `Districts${r.state ? ` in ${r.state}` : ''} ranked by ${RANKING_MEASURES[r.sort_by] ?? text(r.sort_by)}:\n` +
    numbered((r.results ?? []).slice(0, 5).map((d: Result) => `${d.name} (${d.state}, LEA ${d.leaid}): ${num(d.value)}; ${money(d.per_pupil_expenditure)} per pupil`)),

  // (A role asked and not on file is said by name: "CFO email for X?" answers that no CFO is on file.)
  // ("a technology director / CTO on file too?": the role asked is what is not on file, not the district's every contact.)
  district_contacts: (r, args) =>
    (r.contacts?.length
      ? `Contacts at ${districtLabel(r)}:\n${numbered(r.contacts.map((c: Result) => `${c.name}, ${c.role}: ${text(c.email)}, ${text(c.phone)}${verified(c)}`))}` +
        (r.notice ? `\n${r.notice}` : '')
      : args.role ? `No ${text(args.role)} is on file for ${districtLabel(r)}.` : `No district contacts are on file for ${districtLabel(r)}.`) +
    (r.missing_roles?.length && !(args.role && !r.contacts?.length) ? `\nNot on file: ${joinAnd(r.missing_roles.map(String))}.` : ''),

  state_profile: (r) =>
    `${text(r.name)} (${text(r.abbr)}): ${num(r.total_schools)} schools in ${num(r.total_districts)} districts with ${num(r.total_enrollment)} students; ` +
    `average FRL ${pct(r.avg_frl_pct)}, average math proficiency ${pct(r.avg_math_proficiency)}; ${num(r.funding_programs?.title_i_eligible_schools)} Title I-eligible schools; ` +
    `E-Rate committed ${money(r.erate?.total_committed)} (${money(r.erate?.latest_year_committed)} in funding year ${text(r.erate?.latest_funding_year)}). ` +
    `Levels: ${num(r.level_distribution?.Elementary)} elementary, ${num(r.level_distribution?.Middle)} middle, ${num(r.level_distribution?.High)} high.` +
    // (Each program's eligible schools: "how many schools in X are eligible for Perkins?" is answered from this line.)
    (r.funding_programs?.programs?.length ? `\nEligible schools by program: ${r.funding_programs.programs.map((p: Result) => `${p.program_id} ${num(p.eligible_schools)}`).join(', ')}.` : '') +
    (r.top_districts?.length ? `\nLargest districts: ${joinAnd(r.top_districts.slice(0, 3).map((d: Result) => `${d.name} (${d.leaid ? `LEA ${d.leaid}, ` : ''}${num(d.enrollment)} students${d.school_count != null ? ` in ${num(d.school_count)} schools` : ''})`))}.` : '') +
    (r.top_bright_spots?.length ? `\nTop bright spots: ${joinAnd(r.top_bright_spots.slice(0, 3).map((s: Result) => s.name))}.` : '') +
    (r.largest_schools?.length ? `\nLargest schools: ${joinAnd(r.largest_schools.slice(0, 3).map((s: Result) => `${s.name} (${num(s.enrollment)} students${s.frl_pct != null ? `, FRL ${pct(s.frl_pct)}` : ''})`))}.` : ''),

  market_summary: (r) =>
    `K-12 market of ${text(r.state ?? r.scope)}: ${num(r.total_schools)} schools, ${num(r.total_students)} students, average FRL ${pct(r.avg_frl_pct)}; ` +
    `${num(r.bright_spots?.count)} bright spots (${pct(r.bright_spots?.share_pct)} of schools); ${num(r.funding?.title_i_eligible_schools)} Title I-eligible schools; ` +
    `lead tiers HOT ${num(r.lead_tier_distribution?.HOT)}, WARM ${num(r.lead_tier_distribution?.WARM)}, NURTURE ${num(r.lead_tier_distribution?.NURTURE)}, MONITOR ${num(r.lead_tier_distribution?.MONITOR)}; ` +
    `E-Rate committed ${money(r.erate?.total_committed)}${r.erate?.latest_funding_year != null ? ` (${money(r.erate.latest_year_committed)} in funding year ${r.erate.latest_funding_year})` : ''}; district spending ${money(r.market_size?.district_spending)}${r.market_size?.fiscal_year != null ? ` in fiscal year ${r.market_size.fiscal_year}` : ''} (${money(r.market_size?.per_student_spending)} per student, instruction ${money(r.market_size?.instruction_spending)})` +
    `${r.market_size?.addressable_title_i_pool != null ? `, addressable Title I pool ${money(r.market_size.addressable_title_i_pool)}` : ''}.`,

  teacher_shortages: (r) =>
    (r.states ?? []).length
      ? `Teacher shortage areas${r.state ? ` in ${r.state}` : ''}:\n` +
        numbered((r.states ?? []).slice(0, 8).map((s: Result) => `${s.state} (${s.school_year}): ${joinAnd((s.subjects ?? []).slice(0, 5).map((x: Result) => `${x.subject}${x.schools_affected != null ? ` (${num(x.schools_affected)} schools)` : ''}`))}`)) +
        `\nSchools with a math teacher shortage: ${num(r.total_math_shortage_schools)}.`
      : `No teacher shortage areas are reported${r.state ? ` for ${r.state}` : ''}.`,

  equity_gaps: (r) =>
    `${num(r.total_gaps)} schools in ${text(r.state)} have a ${text(r.metric)} gap (severe ${num(r.severity_counts?.severe)}, moderate ${num(r.severity_counts?.moderate)}, mild ${num(r.severity_counts?.mild)}); largest:\n` +
    numbered((r.results ?? []).slice(0, 5).map((s: Result) => `${s.name} (NCES ${s.nces_id}): ${num(s.value)} vs ${num(s.comparison_value)}, gap ${num(s.gap)} (${s.severity})`)),

  opportunities: (r, args) =>
    (r.results ?? []).length
      ? `Top sales opportunities${args.state ? ` in ${args.state}` : ''}${args.lead_tier ? ` (${args.lead_tier} leads)` : ''}:\n` +
        numbered(r.results.slice(0, 5).map((s: Result) => `${s.name} (${text(s.city)}, ${s.state}, NCES ${s.nces_id}): opportunity score ${num(s.opportunity?.total)} (${text(s.lead_tier)}); budget ${num(s.opportunity?.budget)}, need ${num(s.opportunity?.need)}, timing ${num(s.opportunity?.timing)}, access ${num(s.opportunity?.access)}`))
      : `No${args.lead_tier ? ` ${args.lead_tier}-tier` : ''} schools are listed${args.state ? ` in ${args.state}` : ''}.`,

  leadership_changes: (r) =>
    (r.results ?? []).length
      ? `Recent leadership changes:\n${numbered(r.results.slice(0, 5).map((c: Result) => `${text(c.effective_date)}: ${c.new_name} became ${c.role} of ${text(c.school_name ?? c.district_name)} (${[c.state, c.nces_id ? `NCES ${c.nces_id}` : c.leaid ? `LEA ${c.leaid}` : undefined].filter(Boolean).join(', ')})${c.previous_name ? `, after ${c.previous_name}` : ''}`))}`
      : 'No leadership changes are on file for that filter.',
};

/** "$67,207,358 (44.25%)", or the share alone when the amount is not on record. */
function amountAndShare(amount: unknown, share: unknown): string {
  return amount != null ? `${money(amount)} (${pct(share)})` : pct(share);
}
