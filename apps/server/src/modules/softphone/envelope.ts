import { type Envelope, SDK_SUCCESS_CODE } from '@console/contracts';

/**
 * The success answer of the sdk service: the platform envelope with code "0" (a string), which
 * is what the softphone SDK checks. Failures keep the numeric catalogue codes of the error
 * handler, like every other service.
 */
export function sdkEnvelope<Row = never>(rows: Row[] = [], totalCount = rows.length): Envelope<Row> {
  return { code: SDK_SUCCESS_CODE, message: 'success', result: { rows, totalCount } };
}
