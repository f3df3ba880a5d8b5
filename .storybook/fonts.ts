// The product's fonts come from npm so nothing is fetched from a CDN and screenshots are stable.
import '@fontsource-variable/fraunces';
import '@fontsource-variable/nunito-sans';
