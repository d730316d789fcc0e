// Runs before each e2e file: whatever test fails, its report shows what the file's browsers showed.
import { reportOnFailure } from './support/failure-report';

reportOnFailure();
