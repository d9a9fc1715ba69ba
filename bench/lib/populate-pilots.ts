/**
 * Pilot cards and their applications for the pilot showcase case, written set-based (one
 * `INSERT … SELECT generate_series` per table) with a fixed random seed. Each pilot belongs to one
 * of the generated (or demo) investors and corporates and takes one of 16 themes: its name (the
 * theme and a short suffix), its two industries (a third, random one for three in ten) and its
 * task in the description. Its country is one of 12 common ones for six in ten, any country of the
 * handbook otherwise. Statuses: 5 in 100 sent, 4 declined, 3 accepted, 25 published (`new`), 48
 * active, 15 archived. As many applications as pilots go to the active and archived ones, from the
 * generated startups, at most one per startup and pilot (60 % waiting, 25 % shortlisted, 15 %
 * declined); each pilot's `applicants_count` then counts them. The search word is in two themes'
 * names (one in eight pilots), both of the filtered industry.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/dist/db/client.js';

type Log = (line: string) => void;

export type PilotsWorkload = {
  /** What the case filters by, and how many published pilots (the demo seed's included) match. */
  search: string;
  country: number;
  industry: number;
  matching: number;
  pilots: number;
  published: number;
  applications: number;
};

/** The search word: in the names of two themes, both of `FILTER_INDUSTRY`. */
const SEARCH = 'inspection';
const FILTER_COUNTRY = 'DE';
const FILTER_INDUSTRY = 'robotics';
const COMMON_COUNTRIES = ['DE', 'SE', 'NL', 'DK', 'FI', 'NO', 'GB', 'FR', 'ES', 'IT', 'PL', 'US'];

/** Name, two industry codes and the task the description states (long enough for the card's 100 characters). */
const themes: [string, string, string, string][] = [
  [
    'Drone inspection of pipelines',
    'robotics',
    'oilgas',
    'fly the 300 km of our gathering pipelines every month and report corrosion and leaks with photos and coordinates',
  ],
  ['Wind turbine blade inspection', 'robotics', 'energy', 'inspect the blades of our onshore wind turbines without stopping them for more than an hour'],
  ['Predictive maintenance for conveyors', 'ai', 'manufacturing', 'predict bearing and belt failures on the conveyors of our two sorting centres a week ahead'],
  ['Energy-use analytics in plants', 'energy', 'bigdata', 'find the tenth of the energy use in our plants that can be cut without touching the output'],
  ['Smart substation monitoring', 'energy', 'iot', 'watch the transformers of our substations and warn of overheating before the protection trips'],
  ['Battery recycling', 'cleantech', 'mining', 'recover lithium and cobalt from the used batteries of our forklift fleet'],
  ['Warehouse inventory robots', 'robotics', 'logistics', 'count the pallets of our high-bay warehouse every night without a person on the floor'],
  ['Heat recovery from data rooms', 'cleantech', 'energy', 'reuse the waste heat of our server rooms to heat the neighbouring office building'],
  ['Computer vision for quality control', 'ai', 'manufacturing', 'spot surface defects on painted parts at the end of the line at full line speed'],
  ['Demand response for cold storage', 'energy', 'foodbev', 'shift the cooling load of our cold stores to the cheapest hours without breaking the cold chain'],
  [
    'Fraud detection for card payments',
    'fintech',
    'ai',
    'stop card fraud in our online shop before the payment is captured, with fewer false alarms than today',
  ],
  ['Remote patient monitoring', 'healthtech', 'iot', 'follow our heart-failure patients at home and call them in before they need the emergency room'],
  [
    'Route planning for delivery vans',
    'logistics',
    'mobility',
    'plan the daily routes of our 400 delivery vans so that each drives fewer kilometres for the same stops',
  ],
  ['Claims triage with language models', 'insurtech', 'ai', 'sort incoming insurance claims by urgency and route the simple ones to straight-through payment'],
  [
    'Digital twin of a production line',
    'manufacturing',
    'iot',
    'simulate changes to our bottling line before we make them, from the line data we already collect',
  ],
  ['Phishing simulation for staff', 'cybersecurity', 'hrtech', 'train our 8,000 office staff to recognise phishing with realistic simulated campaigns'],
];
const suffixes = ['phase 1', 'phase 2', 'site A', 'site B', 'north', 'south', '2026', '2027'];

/** What every generated card says besides its task. */
const cardTexts = {
  rollout: '. The pilot runs on one of our sites with our engineering team alongside yours, and its results decide a wider rollout.',
  requirements:
    'A working product with at least one reference customer, a team able to be on site for the set-up, and data handled within the EU. ' +
    'Integration with our systems goes through documented interfaces.',
  terms:
    'Three months on one site. We cover travel and site access, you cover your equipment. ' +
    'Success is judged against the KPIs agreed at the start; a positive outcome leads to a commercial contract.',
  declineReason: 'The terms do not say who pays for the equipment and the integration. Please add it and submit the card again.',
};

const intArray = (ids: number[]) => sql.raw(`array[${ids.map((id) => Math.trunc(id)).join(',')}]::integer[]`);
const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

export async function populatePilots(
  database: Database,
  count: number,
  handbook: { countries: number[]; industries: number[]; byCode: Map<string, number> },
  manager: string,
  log: Log,
): Promise<PilotsWorkload> {
  const started = Date.now();
  const code = (kind: string, c: string) => {
    const id = handbook.byCode.get(`${kind}:${c}`);
    if (id === undefined) throw new Error(`the handbook has no ${kind} ${c}`);
    return id;
  };
  const country = code('countries', FILTER_COUNTRY);
  const industry = code('industries', FILTER_INDUSTRY);
  if (count > 0) {
    const names = textArray(themes.map((t) => t[0]));
    const tasks = textArray(themes.map((t) => t[3]));
    const first = intArray(themes.map((t) => code('industries', t[1])));
    const second = intArray(themes.map((t) => code('industries', t[2])));
    const common = intArray(COMMON_COUNTRIES.map((c) => code('countries', c)));
    const countries = intArray(handbook.countries);
    const industries = intArray(handbook.industries);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(0.15)`);
      await tx.execute(sql`
        with f as (select array_agg(user_id order by user_id) as ids, array_agg(role order by user_id) as roles from companies
          where role in ('investor', 'corporate')),
        g as (
          select f.ids[1 + (n % array_length(f.ids, 1))] as owner, f.roles[1 + (n % array_length(f.ids, 1))] as role,
                 1 + (n % ${themes.length}) as theme, random() as r, random() as rc, random() as ri,
                 now() - interval '5 days' - (random() * interval '725 days') as created
          from generate_series(0, ${count}::integer - 1) as n, f
        ),
        s as (
          select g.*, case when g.r < 0.05 then 'send' when g.r < 0.09 then 'decline' when g.r < 0.12 then 'accept'
                           when g.r < 0.37 then 'new' when g.r < 0.85 then 'active' else 'archive' end as status
          from g
        )
        insert into pilots (owner_id, owner_role, status, name, country_id, industries, description, requirements, terms, decline_reason,
          published_at, moderated_by, moderated_at, created_at, updated_at)
        select s.owner, s.role, s.status,
               (${names})[s.theme] || ', ' || (${textArray(suffixes)})[1 + floor(random() * ${suffixes.length})::integer],
               case when s.rc < 0.6 then (${common})[least(${COMMON_COUNTRIES.length}, 1 + floor(s.rc / 0.6 * ${COMMON_COUNTRIES.length})::integer)]
                    else (${countries})[least(${handbook.countries.length}, 1 + floor((s.rc - 0.6) / 0.4 * ${handbook.countries.length})::integer)] end,
               array[(${first})[s.theme], (${second})[s.theme]]
                 || case when s.ri < 0.3 then array[(${industries})[least(${handbook.industries.length},
                   1 + floor(s.ri / 0.3 * ${handbook.industries.length})::integer)]] else '{}'::integer[] end,
               'We want to ' || (${tasks})[s.theme] || ${cardTexts.rollout}::text,
               ${cardTexts.requirements}::text,
               ${cardTexts.terms}::text,
               case when s.status = 'decline' then ${cardTexts.declineReason}::text end,
               case when s.status in ('new', 'active', 'archive') then s.created + interval '2 days' end,
               case when s.status <> 'send' then ${manager}::uuid end,
               case when s.status <> 'send' then s.created + interval '1 day' end,
               s.created, s.created
        from s
      `);
      // Application n goes to pilot n mod P and takes its startup at ((n / P) + 7 n) mod S, so a
      // pilot never gets a startup twice while it has fewer applications than there are startups.
      await tx.execute(sql`
        with p as (select array_agg(id order by id) as ids from pilots where status in ('active', 'archive')),
        st as (select array_agg(user_id order by user_id) as ids from companies where role = 'startup'),
        g as (
          select p.ids[1 + (n % array_length(p.ids, 1))] as pilot,
                 st.ids[1 + ((n / array_length(p.ids, 1)) + 7 * n) % array_length(st.ids, 1)] as startup,
                 random() as r, random() as rq, random() as rd
          from generate_series(0, ${count}::integer - 1) as n, p, st
        )
        insert into pilot_applications (pilot_id, startup_id, question, status, decline_reason, decided_at, created_at)
        select g.pilot, g.startup,
               case when g.rq < 0.5 then null when g.rq < 0.75 then 'Can the pilot start on one site first?'
                 else 'Which data can we access during the pilot?' end,
               case when g.r < 0.6 then 'new' when g.r < 0.85 then 'shortlisted' else 'declined' end,
               case when g.r >= 0.85 then (array['not_our_industry', 'too_early', 'outside_geography', 'solution_overlap'])[1 + floor(g.rd * 4)::integer] end,
               case when g.r >= 0.6 then pl.published_at + interval '3 days' end,
               pl.published_at + (g.rd * interval '1 day')
        from g join pilots pl on pl.id = g.pilot
        where g.pilot is not null and g.startup is not null
        on conflict (pilot_id, startup_id) do nothing
      `);
      await tx.execute(sql`
        update pilots set applicants_count = a.n
        from (select pilot_id, count(*)::integer as n from pilot_applications group by pilot_id) as a
        where a.pilot_id = pilots.id and pilots.applicants_count <> a.n
      `);
    });
  }
  const [matching] = await database.query(
    `select count(*)::integer as n from pilots
     where status in ('new', 'active', 'archive') and name ilike $1 and country_id = $2 and industries && array[$3]::integer[]`,
    [`%${SEARCH}%`, country, industry],
  );
  const [made] = await database.query(
    `select (select count(*) from pilots)::integer as pilots,
            (select count(*) from pilots where status in ('new', 'active', 'archive'))::integer as published,
            (select count(*) from pilot_applications)::integer as applications`,
    [],
  );
  const out: PilotsWorkload = {
    search: SEARCH,
    country,
    industry,
    matching: Number(matching?.n ?? 0),
    pilots: Number(made?.pilots ?? 0),
    published: Number(made?.published ?? 0),
    applications: Number(made?.applications ?? 0),
  };
  log(
    `  pilots: ${out.pilots.toLocaleString('en-US')} (${out.published.toLocaleString('en-US')} published), ` +
      `${out.applications.toLocaleString('en-US')} applications (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return out;
}
