// Types of the one file of @zxcvbn-ts/language-common that commonPasswords.ts imports (the package types only its index).
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
