/*
 * The AMC and warranty screens, one lazy chunk for their four routes: the contract list, a new
 * contract, a contract and the warranty look-up link to one another and share the tags, the pick
 * lists and antd's table and descriptions. Apart, the bundler would cut antd's shared chunks
 * finer, and the sign-in page would fetch more, smaller files.
 */
export { AmcContractsPage } from './AmcContractsPage';
export { NewAmcContractPage } from './NewAmcContractPage';
export { AmcContractPage } from './AmcContractPage';
export { WarrantyLookupPage } from '../warranty/WarrantyLookupPage';
