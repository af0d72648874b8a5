import { Landing } from '#/components/landing';

// Until the data layer lands, the landing page shows the launch cities.
const launchCities = [
  { name: 'Seoul', status: 'live' },
  { name: 'New York City', status: 'live' },
];

export function Component() {
  return <Landing cities={launchCities} />;
}
