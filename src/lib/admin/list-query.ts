/** The administration tables' URL query: the form kit's table query (src/lib/forms/table-query.ts) and their page size. */
export { hrefWith, pageCount, positiveInt, readListQuery, type ListQuery } from '@/lib/forms/table-query';

/** Rows per page of the administration tables. */
export const PAGE_SIZE = 25;
