// The open sign-in pages other than the login page, loaded as one chunk. The side-effect import of the
// login view keeps its modules in one chunk shared with these pages: without it, the modules both use
// (layout, inputs, texts) would be split into many small chunks, and the login route would load them one
// by one and over its 200 KB budget (bench/bundle.mjs).
import './LoginView';

export { AlterationPage } from './AlterationPage';
export { RegisterPage } from './RegisterPage';
export { RegisterResultPage } from './RegisterResultPage';
