// The sign-in routes of hosted mode (SPEC 2.1, 2.3, 2.11): a chunk of their own, loaded when a delivery asks for sign-in or a public route is opened.
export { PublicRoute, SignInGate } from './SignInGate';
