import { ExceptionResult } from './ExceptionResult';

/** The 500 exception page. */
export function Exception500() {
  return <ExceptionResult status={500} />;
}

export default Exception500;
