/** What pages use to let a list out of the tool: the hand-over types, the actions, the printed sheet, the order e-mail. */
export { ListActions } from './ListActions';
export { OrderEmail } from './OrderEmail';
export type { LineNotOrdered, OrderLine, OutputCell, OutputColumn, OutputFact, OutputList, OutputTable } from './output-table';
export { PrintSheet } from './PrintSheet';
