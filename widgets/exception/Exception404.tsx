import { ExceptionResult } from './ExceptionResult';

/** The 404 exception page. */
export function Exception404() {
  return <ExceptionResult status={404} />;
}

export default Exception404;
