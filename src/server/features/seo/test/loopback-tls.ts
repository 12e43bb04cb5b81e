// A certificate for 127.0.0.1 and localhost, valid until 2126, made for the tests' HTTPS fixture
// sites (an audit must see an https:// page to judge mixed content). It protects nothing: the key is
// public. The fetcher trusts it only when a test says so (`trustedCertificatesForTests`).

export const loopbackCertificate = `-----BEGIN CERTIFICATE-----
MIIBsTCCAVegAwIBAgIUauY914YIspOMJG+UEJCkfsOTRM8wCgYIKoZIzj0EAwIw
HzEdMBsGA1UEAwwUVXBsaWZ0IHRlc3QgbG9vcGJhY2swIBcNMjYxMTI2MTMxOTU0
WhgPMjEyNjExMDIxMzE5NTRaMB8xHTAbBgNVBAMMFFVwbGlmdCB0ZXN0IGxvb3Bi
YWNrMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEU+8uAt0ruPR4yNv1jXAbK5sL
sXE/XU4RAsumtgnc8kmJDSqwLuRHLZJnGIIwkdyeRuRRmSBN9QaN8bQh5oyvEaNv
MG0wHQYDVR0OBBYEFPccveduGs3c7BDskqkJrSl12slaMB8GA1UdIwQYMBaAFPcc
veduGs3c7BDskqkJrSl12slaMA8GA1UdEwEB/wQFMAMBAf8wGgYDVR0RBBMwEYcE
fwAAAYIJbG9jYWxob3N0MAoGCCqGSM49BAMCA0gAMEUCIQCImE7A2WwvdKGI7De4
2cdILlWPsN0cP8BFYwY945j7cQIgT8HygKanqtQaUtgeFKwp7K9TZrq0GzIi3tac
4upNi8s=
-----END CERTIFICATE-----
`;

export const loopbackKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgpBBqDOVERfYGe39J
/T9V2jZFZtekGQhTktR9yRJ8JL2hRANCAART7y4C3Su49HjI2/WNcBsrmwuxcT9d
ThECy6a2CdzySYkNKrAu5EctkmcYgjCR3J5G5FGZIE31Bo3xtCHmjK8R
-----END PRIVATE KEY-----
`;
