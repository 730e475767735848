import pg from 'pg';

/*
 * The server's own type parsers (db/src/create-db.ts): numeric and int8 as numbers, date as
 * 'YYYY-MM-DD'. Service functions compute with the values they read, and the baseline should
 * decode rows as the server does, so both use these.
 */
const NUMERIC_OID = 1700;
const INT8_OID = 20;
const DATE_OID = 1082;

export const serverTypeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === NUMERIC_OID || oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};
