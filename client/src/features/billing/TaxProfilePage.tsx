import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { trpc } from '../../lib/trpc';
import { BILLING } from './i18n';
import { TaxProfileForm } from './TaxProfileForm';
import { valuesFromOwner, valuesOfSaved } from './tax-profile-values';

/**
 * The owner's tax profile for GST billing: the seller their invoices name, how the invoices are
 * numbered and how their prices are taxed. Until it is first saved the form starts from the
 * owner's own profile.
 */
export function TaxProfilePage() {
  const { t } = useTranslation(BILLING);
  const profile = trpc.admin.billing.profile.useQuery();
  return (
    <Page title={t('taxProfile.pageTitle')}>
      <WhenLoaded query={profile} failure={t('profileLoadFailed')}>
        {(saved) => (saved ? <TaxProfileForm initialValues={valuesOfSaved(saved)} /> : <FirstTaxProfile />)}
      </WhenLoaded>
    </Page>
  );
}

/** No profile saved yet: the form starts from what the owner's profile says about the shop. */
function FirstTaxProfile() {
  const { t } = useTranslation(BILLING);
  const owner = trpc.admin.profile.get.useQuery();
  return (
    <WhenLoaded query={owner} failure={t('taxProfile.ownerLoadFailed')}>
      {({ user }) => <TaxProfileForm initialValues={valuesFromOwner(user)} />}
    </WhenLoaded>
  );
}
