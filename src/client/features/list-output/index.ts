/** What other features use of the list output: the list a page hands over. */
export type { OrderLine, OutputCell, OutputColumn, OutputList, OutputTable } from './output-table';
