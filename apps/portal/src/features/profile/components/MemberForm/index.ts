export * from './MemberForm';
