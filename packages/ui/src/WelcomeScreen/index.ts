export { WelcomeScreen, type WelcomeScreenProps } from './WelcomeScreen';
