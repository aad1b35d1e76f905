// mf-household: a Module Federation remote (see @hearth/frontend-build/remote-config).
const remoteConfig = require('@hearth/frontend-build/remote-config');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'household',
  exposes: {
    './HouseholdPage': './src/pages/household/HouseholdPage.tsx',
    './JoinHouseholdPage': './src/pages/join-invitation/JoinHouseholdPage.tsx',
    './JoinByCodePage': './src/pages/join-code/JoinByCodePage.tsx',
    './HouseholdSummary': './src/widgets/HouseholdSummary.tsx',
  },
  devPort: 8083,
});
