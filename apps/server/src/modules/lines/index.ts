/**
 * The enterprise's numbers (线路): outbound lines a task shows the customer and carries its calls
 * on, and reception numbers that AI接待 answers. The module owns callee_numbers.
 */
export {
  type LineChanges,
  type LineRecord,
  type LinesView,
  linesView,
  numbersInService,
  OUTBOUND_LINE_TYPES,
  outboundLines,
  resetLines,
  saveLine,
  seedLines,
  tripLine,
} from './repo.ts';
