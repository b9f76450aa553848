// The admin list building block: filters, cursor pages, cards below md and a table from md up.
export { AdminList } from './admin-list';
export { useCursorPages, useListFilters, type CursorPages, type ListFilters } from './list-state';
export { DateRangeFilter, FilterForm, SearchField, SelectFilter } from './filters';
export { Pager } from './pager';
export { ResponsiveList, columns, type ListCards, type ListTable } from './responsive-list';
export { EmptyState, LoadError, QueryState, RowsSkeleton } from './states';
