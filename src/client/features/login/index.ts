/** What other features use of the sign-in: entering the signed-in page after a password link has signed in. */
export { signedInWithLink } from './login-saga';
