import { ExceptionResult } from './ExceptionResult';

/** The 403 exception page. */
export function Exception403() {
  return <ExceptionResult status={403} />;
}

export default Exception403;
