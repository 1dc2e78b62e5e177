/**
 * The one storage interface of the learner service. Both implementations speak PostgreSQL (PGlite is
 * PostgreSQL compiled to WebAssembly), so the repositories and the migrations are written once and
 * every value reaches the database as a $n parameter, never spliced into SQL text.
 */
export interface Queryable {
  /** One parameterised statement; the rows it returns. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migration files only). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
