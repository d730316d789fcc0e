// Shapes of the online report API (server/src/online/REPORTS.md), shared by server and client.

/** An output column of a report: a property of its model, or an aggregate of a grouped report. */
export interface ReportColumnInfo {
  field: string;
  label: string;
  /** The dictionary code of a dictionary property. */
  dict?: string;
  /** The records carry `<field>_dictText` for this column. */
  dictText: boolean;
  /** The aggregate function of an aggregate column. */
  aggregate?: string;
  type: string;
}

/** A property a report definition may name (GET /online/cgreport/head/models). */
export interface CatalogField {
  name: string;
  label: string;
  type: string;
  /** sum and avg apply. */
  numeric: boolean;
  /** `like` applies (plain text, no dictionary, options or reference). */
  text: boolean;
  dict?: string;
  format?: string;
}

/** A model (or a data source's table) the designer may build a report over. */
export interface CatalogModel {
  name: string;
  label: string;
  fields: CatalogField[];
}
