// Package kubernetes_test validates the Kubernetes Indexed Job that
// docs/bench.md shows (sweep-job.yaml), with no cluster.
//
// The manifest is decoded strictly into the Job type of k8s.io/api, the
// Go types the API server's schema is generated from: an unknown or
// misspelt field, a duplicate field, a value of the wrong type or a
// resource quantity that does not parse is an error, as kubectl apply
// --validate=strict would report it. On top of that the test checks the
// rules of the Job API's validation that the schema cannot express
// (completions for an Indexed Job, restart policy, names, requests within
// limits, mounted volumes declared) and the manifest's own contract: the
// shard count equals completions, and its shell script runs the right
// puzzlesat command for a first run and for a rerun.
package kubernetes_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/util/validation"
	"sigs.k8s.io/yaml"
)

// decodeJob decodes a manifest strictly into a Job.
func decodeJob(t *testing.T, data []byte) (*batchv1.Job, error) {
	t.Helper()
	var job batchv1.Job
	if err := yaml.UnmarshalStrict(data, &job); err != nil {
		return nil, err
	}
	return &job, nil
}

func readManifest(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile("sweep-job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// checkJob applies the Job API's validation rules that strict decoding
// does not, and the manifest's contract.
func checkJob(job *batchv1.Job) []string {
	var errs []string
	fail := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	if job.APIVersion != "batch/v1" || job.Kind != "Job" {
		fail("apiVersion %q kind %q, want batch/v1 Job", job.APIVersion, job.Kind)
	}
	for _, e := range validation.IsDNS1123Subdomain(job.Name) {
		fail("metadata.name: %s", e)
	}
	s := job.Spec
	if s.CompletionMode == nil || *s.CompletionMode != batchv1.IndexedCompletion {
		fail("spec.completionMode: want Indexed")
	}
	if s.Completions == nil || *s.Completions < 1 {
		fail("spec.completions: an Indexed Job needs it")
		return errs
	}
	if s.Parallelism != nil && (*s.Parallelism < 0 || *s.Parallelism > *s.Completions) {
		fail("spec.parallelism %d: want 0 to completions", *s.Parallelism)
	}
	if s.BackoffLimitPerIndex != nil && *s.BackoffLimitPerIndex < 0 {
		fail("spec.backoffLimitPerIndex: negative")
	}
	pod := s.Template.Spec
	if pod.RestartPolicy != corev1.RestartPolicyNever && pod.RestartPolicy != corev1.RestartPolicyOnFailure {
		fail("restartPolicy %q: a Job's pods need Never or OnFailure", pod.RestartPolicy)
	}
	if len(pod.Containers) != 1 {
		fail("want one container, got %d", len(pod.Containers))
		return errs
	}
	volumes := map[string]bool{}
	for _, v := range pod.Volumes {
		for _, e := range validation.IsDNS1123Label(v.Name) {
			fail("volume %q: %s", v.Name, e)
		}
		volumes[v.Name] = true
	}
	c := pod.Containers[0]
	for _, e := range validation.IsDNS1123Label(c.Name) {
		fail("container name: %s", e)
	}
	if c.Image == "" {
		fail("container %s: no image", c.Name)
	}
	for name, limit := range c.Resources.Limits {
		if req, ok := c.Resources.Requests[name]; ok && req.Cmp(limit) > 0 {
			fail("resources: the %s request %s is over its limit %s", name, req.String(), limit.String())
		}
	}
	for _, m := range c.VolumeMounts {
		if !volumes[m.Name] {
			fail("volumeMount %q: no such volume", m.Name)
		}
	}
	shards := ""
	for _, e := range c.Env {
		for _, msg := range validation.IsEnvVarName(e.Name) {
			fail("env %q: %s", e.Name, msg)
		}
		if e.Name == "SHARDS" {
			shards = e.Value
		}
	}
	if want := strconv.Itoa(int(*s.Completions)); shards != want {
		fail("env SHARDS %q: want completions, %s", shards, want)
	}
	if len(c.Command) != 2 || c.Command[0] != "/bin/sh" || c.Command[1] != "-c" || len(c.Args) != 1 {
		fail("want command [/bin/sh -c] and one script in args")
	}
	return errs
}

// The manifest is a valid Indexed Job, and its mistakes would be caught.
func TestManifestIsAValidJob(t *testing.T) {
	data := readManifest(t)
	job, err := decodeJob(t, data)
	if err != nil {
		t.Fatalf("sweep-job.yaml: %v", err)
	}
	for _, e := range checkJob(job) {
		t.Errorf("sweep-job.yaml: %s", e)
	}
	// Each of these edits breaks the manifest, and the test says so.
	broken := []struct{ name, from, to string }{
		{"misspelt field", "backoffLimitPerIndex:", "backoffLimitPerIndx:"},
		{"field at the wrong level", "  completionMode: Indexed", "  template:\n    completionMode: Indexed\n  x: 1"},
		{"wrong type", "completions: 8", "completions: eight"},
		{"bad quantity", "memory: 2Gi}\n            limits", "memory: 2Gb!}\n            limits"},
		{"request over limit", "requests: {cpu: \"1\"", "requests: {cpu: \"2\""},
		{"shards not completions", "completions: 8", "completions: 4"},
		{"not indexed", "completionMode: Indexed", "completionMode: NonIndexed"},
		{"restart policy", "restartPolicy: Never", "restartPolicy: Always"},
		{"undeclared volume", "- {name: results, mountPath", "- {name: output, mountPath"},
		{"bad name", "name: puzzlesat-bench", "name: Puzzlesat_Bench"},
	}
	for _, b := range broken {
		t.Run(b.name, func(t *testing.T) {
			edited := strings.Replace(string(data), b.from, b.to, 1)
			if edited == string(data) {
				t.Fatalf("edit %q not applied", b.from)
			}
			job, err := decodeJob(t, []byte(edited))
			if err == nil && len(checkJob(job)) == 0 {
				t.Fatalf("a manifest with a %s passed", b.name)
			}
		})
	}
}

// The pod's script runs `puzzlesat bench` for its shard on a first run,
// and continues the shard with --resume when its directory holds one.
func TestManifestScript(t *testing.T) {
	job, err := decodeJob(t, readManifest(t))
	if err != nil {
		t.Fatal(err)
	}
	c := job.Spec.Template.Spec.Containers[0]
	tmp := t.TempDir()
	results := filepath.Join(tmp, "results")
	script := strings.ReplaceAll(c.Args[0], "/results/", results+"/")
	// A puzzlesat that prints its arguments, one per line.
	bin := filepath.Join(tmp, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, "puzzlesat"), []byte("#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	run := func() string {
		cmd := exec.Command(c.Command[0], c.Command[1], script)
		cmd.Env = []string{"PATH=" + bin + ":/usr/bin:/bin", "JOB_COMPLETION_INDEX=3", "SHARDS=8"}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		return strings.Join(strings.Fields(string(out)), " ")
	}
	out := filepath.Join(results, "shard-3")
	if got, want := run(), "bench --solver gophersat,cadical --timeout 60s --jobs 1 --quiet --shard 3/8 --out "+out+" /data/shikaku"; got != want {
		t.Errorf("first run:\n got %s\nwant %s", got, want)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "sweep.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := run(), "bench --resume "+out+" --jobs 1 --quiet"; got != want {
		t.Errorf("rerun:\n got %s\nwant %s", got, want)
	}
}

// docs/bench.md shows the manifest and the Slurm job scripts as they are
// in the repository, so the documentation cannot drift from what is
// tested.
func TestDocsShowTheTestedFiles(t *testing.T) {
	doc, err := os.ReadFile("../../docs/bench.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"sweep-job.yaml", "../slurm/sweep.sbatch", "../slurm/merge.sbatch"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(doc), string(data)) {
			t.Errorf("docs/bench.md does not show %s as it is", filepath.Base(f))
		}
	}
}
