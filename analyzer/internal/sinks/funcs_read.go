package sinks

// readFuncs are the functions whose calls value flow reads in a way of
// their own, not passing text through them: readers of input, decoders,
// command-line flags, test servers.
func readFuncs() []funcRow {
	return []funcRow{
		// Text read from a reader.
		{"bufio.Scanner.Text", Func{Scanned: true}},
		{"bufio.Reader.ReadString", Func{Scanned: true}},
		{"io.ReadAll", Func{ReadsAll: true}},
		{"io/ioutil.ReadAll", Func{ReadsAll: true}},

		// Files opened, read or looked up by name.
		{"os.Open", Func{OpensFile: true}},
		{"os.OpenFile", Func{OpensFile: true}},
		{"os.ReadFile", Func{OpensFile: true}},
		{"os.Stat", Func{OpensFile: true}},
		{"os.Lstat", Func{OpensFile: true}},
		{"io/ioutil.ReadFile", Func{OpensFile: true}},

		// The variables of the route a request matched.
		{"github.com/gorilla/mux.Vars", Func{InputMap: true}},
		{"github.com/minio/mux.Vars", Func{InputMap: true}}, // MinIO's fork

		// Decoders of data into a value.
		{"encoding/json.Unmarshal", Func{Decodes: DecodesArg}},
		{"encoding/json.Decoder.Decode", Func{Decodes: DecodesReader}},
		{"encoding/json.NewDecoder", Func{NewDecoder: true}},
		{"encoding/xml.Unmarshal", Func{Decodes: DecodesArg}},
		{"encoding/xml.Decoder.Decode", Func{Decodes: DecodesReader}},
		{"encoding/xml.NewDecoder", Func{NewDecoder: true}},
		{"gopkg.in/yaml.v2.Unmarshal", Func{Decodes: DecodesArg}},
		{"gopkg.in/yaml.v3.Unmarshal", Func{Decodes: DecodesArg}},
		{"sigs.k8s.io/yaml.Unmarshal", Func{Decodes: DecodesArg}},
		{"github.com/BurntSushi/toml.Unmarshal", Func{Decodes: DecodesArg}},
		{"github.com/pelletier/go-toml/v2.Unmarshal", Func{Decodes: DecodesArg}},

		// Test servers, whose URL is their scheme and a loopback address.
		{"net/http/httptest.NewServer", Func{ServerScheme: "http"}},
		{"net/http/httptest.NewTLSServer", Func{ServerScheme: "https"}},

		// Command-line flags with a default string value.
		{"flag.String", Func{FlagDefault: 1}},
		{"flag.FlagSet.String", Func{FlagDefault: 1}},
		{"github.com/spf13/pflag.String", Func{FlagDefault: 1}},
		{"github.com/spf13/pflag.FlagSet.String", Func{FlagDefault: 1}},
		{"flag.StringVar", Func{FlagDefault: 2, FlagStores: true}},
		{"flag.FlagSet.StringVar", Func{FlagDefault: 2, FlagStores: true}},
		{"github.com/spf13/pflag.StringVar", Func{FlagDefault: 2, FlagStores: true}},
		{"github.com/spf13/pflag.FlagSet.StringVar", Func{FlagDefault: 2, FlagStores: true}},
		{"github.com/spf13/pflag.StringP", Func{FlagDefault: 2}},
		{"github.com/spf13/pflag.FlagSet.StringP", Func{FlagDefault: 2}},
		{"github.com/spf13/pflag.StringVarP", Func{FlagDefault: 3, FlagStores: true}},
		{"github.com/spf13/pflag.FlagSet.StringVarP", Func{FlagDefault: 3, FlagStores: true}},
	}
}
