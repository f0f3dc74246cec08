export * from './ApiTokens';
