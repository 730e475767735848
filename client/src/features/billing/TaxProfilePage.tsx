import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { trpc } from '../../lib/trpc';
import { TaxProfileForm } from './TaxProfileForm';
import { valuesFromOwner, valuesOfSaved } from './tax-profile-values';

/**
 * The owner's tax profile for GST billing: the seller their invoices name, how the invoices are
 * numbered and how their prices are taxed. Until it is first saved the form starts from the
 * owner's own profile.
 */
export function TaxProfilePage() {
  const profile = trpc.admin.billing.profile.useQuery();
  return (
    <Page title="Tax Profile">
      <WhenLoaded query={profile} failure="Failed to get billing profile">
        {(saved) => (saved ? <TaxProfileForm initialValues={valuesOfSaved(saved)} /> : <FirstTaxProfile />)}
      </WhenLoaded>
    </Page>
  );
}

/** No profile saved yet: the form starts from what the owner's profile says about the shop. */
function FirstTaxProfile() {
  const owner = trpc.admin.profile.get.useQuery();
  return (
    <WhenLoaded query={owner} failure="Failed to get admin">
      {({ user }) => <TaxProfileForm initialValues={valuesFromOwner(user)} />}
    </WhenLoaded>
  );
}
