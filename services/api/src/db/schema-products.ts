/** Tables of the products domain (filled in by its migration's author). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProductTables {}
