import { joinAnd, money, num, numbered, pct, text } from './format.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- tool results are read field by field, each checked by its schema before */
type Result = any;

/** Answers for the account, standards and ideal-customer tools: their key numbers with labels. */
export const CATALOGUE_WRITERS: Record<string, (result: Result, args: Record<string, unknown>) => string> = {
  marketplace_usage: (r) =>
    `This key is on the ${text(r.tier)} tier: ${num(r.daily_used)} requests used today` +
    (r.unlimited ? ' (no daily limit)' : ` of ${num(r.daily_limit)}, ${num(r.daily_remaining)} remaining`) +
    `; ${num(r.monthly_used)} this month${r.monthly_limit != null ? ` of ${num(r.monthly_limit)} (${num(r.monthly_remaining)} remaining)` : ''}.` +
    // The AI allowance (agent and grant writing) is counted apart: DECISIONS §3.
    (r.ai ? ` AI requests (agent, grant writing): ${num(r.ai.daily_used)} used today of ${num(r.ai.daily_limit)} a day, ${num(r.ai.daily_remaining)} remaining.` : ''),

  marketplace_keys_list: (r) =>
    r.keys?.length
      ? `API keys of account ${text(r.account)}:\n${numbered(r.keys.map((k: Result) => `${k.key_id} (${k.tier}, ${k.mode}): created ${text(k.created_at).slice(0, 10)}, ${k.last_used_at ? `last used ${k.last_used_at.slice(0, 10)}` : 'never used'}${k.revoked_at ? `, revoked ${k.revoked_at.slice(0, 10)}` : ', active'}`))}`
      : `Account ${text(r.account)} has no API keys.`,

  watchlists_list: (r) =>
    r.watchlists?.length
      ? `Your watchlists:\n${numbered(r.watchlists.map((w: Result) => `${w.name} (${num(w.school_count)} schools, id ${w.id})`))}`
      : 'You have no watchlists yet.',

  alerts_list: (r) =>
    r.alerts?.length
      ? `Your alert rules:\n${numbered(r.alerts.map((a: Result) => `${a.name} (${a.kind}${a.state ? `, ${a.state}` : ''}${a.metric ? `, ${a.metric} ${a.direction ?? ''} ${num(a.threshold)}` : ''}): fired ${num(a.fired_count)} times`))}`
      : 'You have no alert rules yet.',

  alerts_fired: (r) =>
    r.firings?.length
      ? `Alerts that fired, latest first:\n${numbered(r.firings.slice(0, 10).map((f: Result) => `${text(f.fired_at).slice(0, 10)}: rule ${f.alert_id}${f.nces_id ? ` for NCES ${f.nces_id}` : ''}${f.data?.name ? ` (${f.data.name})` : ''}`))}`
      : 'None of your alert rules has fired yet.',

  marketplace_tiers: (r) =>
    `API tiers:\n${numbered((r.tiers ?? []).map((t: Result) => `${t.display_name} (${t.tier}): ${money(t.price_usd_month)} a month, ${t.daily_limit == null ? 'no daily limit' : `${num(t.daily_limit)} requests a day`}, ${num(t.ai_daily_limit)} AI requests a day`))}`,

  standards_certify: (r) =>
    `${text(r.subject)} standards of ${text(r.state)}: ${num(r.total_standards)} standards in ${joinAnd((r.frameworks ?? []).map((f: Result) => `${f.name} (${f.kind === 'common_core' ? 'Common Core-based' : 'state-specific'}, ${num(f.standard_count)})`))}; ` +
    `K-5 ${num(r.grade_distribution?.['K-5'])}, 6-8 ${num(r.grade_distribution?.['6-8'])}, 9-12 ${num(r.grade_distribution?.['9-12'])}.` +
    (r.alignment ? ` The product aligns with ${pct(r.alignment.alignment_pct)} of the sampled statements.` : ''),

  erate_vendor_detail: (r) => {
    const s = r.summary ?? {};
    return `${text(r.name)} (SPIN ${text(r.spin)}, ${text(r.status)}, ${text(r.city)}, ${text(r.state)}): ${money(s.total_committed)} committed in ${num(s.commitment_count)} commitments ` +
      `to ${num(s.client_count)} clients (${money(s.total_disbursed)} disbursed, ${pct(s.disbursed_share_pct)}; average discount ${pct(s.weighted_discount_pct)}), funding years ${text(s.first_year)}-${text(s.last_year)}. ` +
      `Trend: ${text(r.trends?.direction)}${r.trends?.peak_year ? `, peak ${r.trends.peak_year.funding_year} (${money(r.trends.peak_year.total_committed)})` : ''}.` +
      ((r.service_types ?? []).length ? `\nServices: ${joinAnd(r.service_types.slice(0, 3).map((t: Result) => `${t.service_type} (${money(t.total_committed)})`))}.` : '') +
      ((r.recipients ?? []).length ? `\nLargest clients: ${joinAnd(r.recipients.slice(0, 3).map((c: Result) => `${c.name} (${c.state})`))}.` : '');
  },

  // What a no-code platform can use: each trigger's key, its webhook event and where to poll it.
  integrations_triggers: (r) =>
    (r.triggers ?? []).length
      ? `Triggers for no-code platforms:\n${numbered(r.triggers.map((t: Result) => `${text(t.title)} (${text(t.key)}): webhook event ${text(t.webhook_event)}, or poll ${text(t.polling?.method)} ${text(t.polling?.path)}. ${text(t.description)}`))}`
      : 'No triggers are offered.',

  integrations_poll: (r) =>
    (r.items ?? []).length
      ? `Latest ${text(r.trigger)} items, newest first:\n${numbered(r.items.slice(0, 10).map((item: Result) => `${text(item.created_at).slice(0, 10)}: ${text(item.id)}${item.data?.nces_id ? ` (NCES ${item.data.nces_id})` : ''}`))}`
      : `No ${text(r.trigger)} items yet.`,

  integrations_webhooks_list: (r) =>
    (r.webhooks ?? []).length
      ? `Your webhooks:\n${numbered(r.webhooks.map((w: Result) => `${text(w.url)} (id ${text(w.id)}, ${text(w.status)}) for ${joinAnd((w.events ?? []).map(String))}: ` +
        `${num(w.delivery_stats?.succeeded)} delivered, ${num(w.delivery_stats?.failed)} failed, ${num(w.delivery_stats?.pending)} pending`))}`
      : 'You have no webhooks yet.',

  // The fields read from a pasted or uploaded document; "Purchase:" names what it buys, for a follow-up to qualify.
  extract_document: (r) => {
    const found = [
      `vendor ${r.vendor ?? 'not found'}`,
      r.quantity != null ? `quantity ${num(r.quantity)}` : '',
      r.unit_price != null ? `unit price ${money(r.unit_price)}` : '',
      r.totals?.subtotal != null ? `subtotal ${money(r.totals.subtotal)}` : '',
      r.totals?.shipping != null ? `shipping ${money(r.totals.shipping)}` : '',
      r.totals?.tax != null ? `tax ${money(r.totals.tax)}` : '',
      r.totals?.discount ? `discount ${money(r.totals.discount)}` : '',
      `total ${r.amount != null ? money(r.amount) : 'not found'}`,
    ].filter(Boolean);
    const items = (r.line_items ?? []).slice(0, 10).map((item: Result) => `${num(item.quantity)} x ${item.description} at ${money(item.unit_price)} = ${money(item.amount)}`);
    return `Read from the document (${text(r.engine)} engine, confidence ${num(r.confidence)}): ${found.join(', ')}.` +
      (items.length ? `\nLine items:\n${numbered(items)}` : '') +
      (r.purchase_description ? `\nPurchase: ${r.qualify_input?.item_description ?? r.purchase_description}` : '') +
      ((r.warnings ?? []).length ? `\nWarnings: ${r.warnings.join(' ')}` : '');
  },
  icp_search: (r) =>
    (r.results ?? []).length
      ? `Schools that best fit the profile:\n${numbered(r.results.slice(0, 5).map((s: Result) => `${s.name} (${text(s.city)}, ${text(s.state)}, NCES ${s.nces_id}): fit score ${num(s.fit_score)}, opportunity ${num(s.opportunity_score)}, funding ${num(s.funding_score)}; ${num(s.enrollment)} students, FRL ${pct(s.frl_pct)}`))}`
      : 'No school fits that profile.',
};
