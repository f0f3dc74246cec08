export { initialsOf, MemberCard, type MemberCardProps, orNotSpecified } from './MemberCard';
