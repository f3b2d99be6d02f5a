import Database from 'better-sqlite3';
import type { DatasetMeta, StateRow } from './model.js';
import { SCHEMA_VERSION, type TableName } from './schema.js';
import { DistrictQueries } from './reader/districts.js';
import { EquityQueries } from './reader/equity.js';
import { IcpQueries } from './reader/icp.js';
import { ErateQueries } from './reader/erate.js';
import { ProfileQueries } from './reader/profiles.js';
import { ReferenceQueries } from './reader/reference.js';
import { SalesQueries } from './reader/sales.js';
import { SchoolQueries } from './reader/schools.js';
import { SqlSource } from './reader/sql.js';

export type { Page } from './reader/sql.js';
export type { SearchTier } from './reader/ranked-search.js';
export type { SchoolFilter, SchoolListAfter, SchoolOrder, SchoolProfile, SchoolSearchAfter, SchoolSearchFilter, SchoolSearchHit, LeadTier } from './reader/schools.js';
export type { DistrictSearchAfter, DistrictSearchFilter, DistrictSearchRow, FinanceBenchmarks, FinanceFigures, SpendingBenchmark, SpendingRankAfter, SpendingRankRow, SpendingSort } from './reader/districts.js';
export type { EquityAfter, EquityListRow, EquityMetric, EquityStateAverages } from './reader/equity.js';
export type { CommitmentWithVendor, ErateSelector, ErateYearTotals, VendorDetail, VendorRankAfter, VendorRankRow, VendorRankingQuery } from './reader/erate.js';
export type { IcpAfter, IcpRow } from './reader/icp.js';
export type { LeadershipAfter, LeadershipChange, LeadershipQuery } from './reader/sales.js';
export type { MarketSummary, SchoolBrief, StateProfile, StateSummary } from './reader/profiles.js';

/**
 * Typed, synchronous, read-only access to one dataset file. Methods return plain rows (booleans
 * as booleans), `undefined` for an unknown id (the tool decides whether that is a 404), and lists
 * as keyset pages `{ rows, next }` where `next` is the sort key of the last row to pass back as
 * `after` (the tool layer wraps it in an opaque cursor).
 */
export class DatasetReader {
  private readonly sql: SqlSource;
  private readonly schools: SchoolQueries;
  private readonly districts: DistrictQueries;
  private readonly equity: EquityQueries;
  private readonly erate: ErateQueries;
  private readonly reference: ReferenceQueries;
  private readonly sales: SalesQueries;
  private readonly profiles: ProfileQueries;
  private readonly icp: IcpQueries;
  private cachedMeta: DatasetMeta | undefined;

  private constructor(
    private readonly database: Database.Database,
    readonly filePath: string,
  ) {
    this.sql = new SqlSource(database);
    this.schools = new SchoolQueries(this.sql);
    this.districts = new DistrictQueries(this.sql);
    this.equity = new EquityQueries(this.sql);
    this.erate = new ErateQueries(this.sql);
    this.reference = new ReferenceQueries(this.sql);
    this.sales = new SalesQueries(this.sql);
    this.profiles = new ProfileQueries(this.sql);
    this.icp = new IcpQueries(this.sql);
  }

  static open(filePath: string): DatasetReader {
    const database = new Database(filePath, { readonly: true, fileMustExist: true });
    try {
      // Reads through SQLite's own page cache (64 MB at most), not a memory map: a map left every page
      // the scoring basis had read resident in the serving process (310 MB of a national file), and
      // measured side by side the map made the bulk import no faster (174 against 161-164 ms p50) for
      // about 5% more single-connection health requests a second. The kernel caches the file either way.
      database.pragma('mmap_size = 0');
      database.pragma('cache_size = -65536');
      // Keep the shared lock once taken. In the default mode every statement takes and drops it
      // (fcntl calls) and re-checks the file for changes: ~14 system calls and ~6 µs a request,
      // measured. Nothing writes this file in place (a rebuild or import writes a new file and
      // renames it over), so holding the lock blocks no one; other readers share it.
      database.pragma('locking_mode = EXCLUSIVE');
      const version = database.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
      if (!version || JSON.parse(version.value) !== SCHEMA_VERSION) {
        throw new Error(`${filePath} has dataset schema ${version?.value ?? 'unknown'}, expected ${SCHEMA_VERSION}; rebuild it.`);
      }
    } catch (error) {
      database.close();
      throw error;
    }
    return new DatasetReader(database, filePath);
  }

  meta(): DatasetMeta {
    this.cachedMeta ??= JSON.parse(this.sql.get<{ value: string }>("SELECT value FROM meta WHERE key = 'dataset'")!.value) as DatasetMeta;
    return this.cachedMeta;
  }

  rowCounts(): Record<TableName, number> {
    return JSON.parse(this.sql.get<{ value: string }>("SELECT value FROM meta WHERE key = 'row_counts'")!.value) as Record<TableName, number>;
  }

  close(): void {
    if (this.database.open) this.database.close();
  }

  // States and reference tables
  listStates = () => this.reference.listStates();
  getState = (abbr: string) => this.reference.getState(abbr);
  listPrograms = () => this.reference.listPrograms();
  getProgram = (id: string) => this.reference.getProgram(id);
  shortages = (state?: string) => this.reference.shortages(state);
  standards = (state: string, subject: string) => this.reference.standards(state, subject);

  // Schools
  getSchool = (ncesId: string) => this.schools.getSchool(ncesId);
  getSchools = (ids: readonly string[]) => this.schools.getSchools(ids);
  searchSchools: SchoolQueries['searchSchools'] = (query) => this.schools.searchSchools(query);
  findPeers: SchoolQueries['findPeers'] = (query) => this.schools.findPeers(query);
  listSchools: SchoolQueries['listSchools'] = (filter, options) => this.schools.listSchools(filter, options);
  countSchools: SchoolQueries['countSchools'] = (filter) => this.schools.countSchools(filter);
  districtSchools = (leaid: string) => this.schools.districtSchools(leaid);

  // Districts and finance
  getDistrict = (leaid: string) => this.districts.getDistrict(leaid);
  searchDistricts: DistrictQueries['searchDistricts'] = (query) => this.districts.searchDistricts(query);
  getFinance = (leaid: string, fiscalYear?: number) => this.districts.getFinance(leaid, fiscalYear);
  financeHistory = (leaid: string) => this.districts.financeHistory(leaid);
  financeHistories = (leaids: readonly string[]) => this.districts.financeHistories(leaids);
  financeBenchmarks = (state: string) => this.districts.financeBenchmarks(state);
  rankDistrictsBySpending: DistrictQueries['rankDistrictsBySpending'] = (query) => this.districts.rankDistrictsBySpending(query);
  latestFinanceFigures = () => this.districts.latestFinanceFigures();

  // Equity
  getEquity = (ncesId: string) => this.equity.getEquity(ncesId);
  equityOf = (ncesIds: readonly string[]) => this.equity.equityOf(ncesIds);
  equityStateAverages = (state: string) => this.equity.equityStateAverages(state);
  listEquity: EquityQueries['listEquity'] = (query) => this.equity.listEquity(query);

  // E-Rate
  erateEntityFor: ErateQueries['erateEntityFor'] = (selector) => this.erate.erateEntityFor(selector);
  erateCommitments: ErateQueries['erateCommitments'] = (selector) => this.erate.erateCommitments(selector);
  erateHistoryByYear: ErateQueries['erateHistoryByYear'] = (selector) => this.erate.erateHistoryByYear(selector);
  erateHistoryOfBens = (bens: readonly string[]) => this.erate.erateHistoryOfBens(bens);
  bensOfSchools = (ncesIds: readonly string[]) => this.erate.bensOfSchools(ncesIds);
  c2Committed: ErateQueries['c2Committed'] = (query) => this.erate.c2Committed(query);
  vendorRanking: ErateQueries['vendorRanking'] = (query) => this.erate.vendorRanking(query);
  vendorDetail = (nameOrSpin: string) => this.erate.vendorDetail(nameOrSpin);
  erateServiceTypes = () => this.erate.serviceTypes();

  // Sales intelligence
  contacts: SalesQueries['contacts'] = (selector) => this.sales.contacts(selector);
  boardItems: SalesQueries['boardItems'] = (selector) => this.sales.boardItems(selector);
  contactsOf: SalesQueries['contactsOf'] = (selector) => this.sales.contactsOf(selector);
  latestRecordDates = () => this.sales.latestRecordDates();
  boardItemsNamingSchools = (ncesIds: readonly string[]) => this.sales.boardItemsNamingSchools(ncesIds);
  districtWideBoardItems = (leaids: readonly string[]) => this.sales.districtWideBoardItems(leaids);
  leadershipChanges: SalesQueries['leadershipChanges'] = (query) => this.sales.leadershipChanges(query);
  icpSearch: IcpQueries['icpSearch'] = (query) => this.icp.icpSearch(query);

  // Geography
  /** Undefined for an unknown state abbreviation. */
  stateProfile(abbr: string) {
    const state: StateRow | undefined = this.reference.getState(abbr);
    return state ? this.profiles.stateProfile(state) : undefined;
  }

  marketSummary = (state?: string) => this.profiles.marketSummary(state);
  stateSummaries = () => this.profiles.stateSummaries();
}
