/**
 * Tables that let several instances share one database (docs/deploy.md): who is running, and the
 * holds that keep stream rows from being purged while an export on any instance reads them.
 * Part of `Database` in schema.ts. Leases are epoch milliseconds; a lease in the past is void.
 */
export interface ClusterTables {
  instances: InstancesTable;
  stream_export_holds: StreamExportHoldsTable;
}

/** One running server process; it renews `lease_until` while it lives and deletes its row at exit. */
export interface InstancesTable {
  /** A random UUID chosen at start. */
  id: string;
  started_at: number;
  lease_until: number;
}

/** An export reading an execution's rows: the purge leaves those rows alone while the lease runs. */
export interface StreamExportHoldsTable {
  hold_id: string;
  execution_id: number;
  /** The instance serving the export (it renews the lease). */
  holder: string;
  lease_until: number;
}
